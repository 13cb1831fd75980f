# A module's annotations are evaluated and recorded in its __annotations__, in order; only
# simple names are recorded; a function's local annotations are not evaluated.
print(__annotations__)
count: int = 3
name: str
point: "tuple[int, int]" = (1, 2)
if count > 1:
    flag: bool = True
for i in range(2):
    loop_var: list


class Config:
    debug: bool = False


def local_only():
    inner: UndefinedName = 5
    return inner


obj = Config()
obj.debug: bool = True
print(__annotations__)
print(local_only(), Config.debug, obj.debug)
try:
    missing: UndefinedName = 1
except NameError as e:
    print("NameError:", e)
print(sorted(__annotations__))
