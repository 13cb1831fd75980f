print("{} + {} = {}".format(2, 3, 5))
print("{0}{1}{0}".format("ab", "cd"))
print("{name} is {age} years".format(name="Ann", age=31))
print("{0[0]} {0[1]} {1[key]}".format(["x", "y"], {"key": "val"}))
print("{:>6}|{:<6}|{:^6}".format(1, 2, 3))
print("{0:.3f} {0:e} {0:%}".format(0.5))
point = {"x": 3, "y": 4}
print("({x}, {y})".format(**point))
print("{} {}".format(*"ab"))
print("{{}} {}".format("braces"))


class Obj:
    def __init__(self):
        self.attr = "attribute value"


print("{0.attr}".format(Obj()))
print("{:{fill}{align}{width}}".format("z", fill="~", align="^", width=7))
template = "{greeting}, {name}!"
for n in ["World", "Ophis"]:
    print(template.format(greeting="Hello", name=n))
try:
    print("{} {}".format("only one"))
except IndexError as e:
    print("IndexError", e)
try:
    print("{missing}".format(present=1))
except KeyError as e:
    print("KeyError", e)
