import copy


class AppError(Exception):
    def __init__(self, code):
        super().__init__(f"code {code}")
        self.code = code


e = copy.copy(ValueError("bad value", 3))
print(repr(e), e.args)
e2 = copy.copy(AppError(5))
print(repr(e2), e2.code)
e3 = copy.deepcopy(KeyError("k"))
print(repr(e3))
print(copy.Error is copy.error, issubclass(copy.Error, Exception))
try:
    raise copy.Error("cannot copy this")
except copy.Error as exc:
    print("caught", exc)


def gen():
    yield 1


for obj in [gen(), {"g": gen()}, [1, gen()]]:
    try:
        copy.deepcopy(obj)
    except TypeError as exc:
        print(exc)
try:
    copy.copy(gen())
except TypeError as exc:
    print(exc)
print(copy.deepcopy(range(5)), copy.copy(slice(1, 2)), copy.deepcopy(slice(1, [2], 3)))
print(copy.deepcopy(print) is print, copy.copy(NotImplemented), copy.deepcopy(Ellipsis), copy.copy(3 + 4j))
