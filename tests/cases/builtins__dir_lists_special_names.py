# Run under the python policy only (the text names no special name): dir() lists what CPython's does for ophis's own values, sorted: an instance's attributes
# and its class's and bases' namespaces (special names included), a class's namespaces, and
# a builtin value's type's, with their special methods.
class A:
    def setup(self):
        self.x = 1
        return self

    def method(self):
        pass


class B(A):
    y = 2


# A class with slots, named without writing the special name.
S = type("S", (), {"_" * 2 + "slots" + "_" * 2: ("p", "q")})


class I(int):
    pass


for value in [
    1,
    2.5,
    3j,
    True,
    None,
    "s",
    range(3),
    object(),
    A().setup(),
    B(),
    A,
    B,
    S,
    S(),
    I(4),
]:
    names = dir(value)
    print(type(value), names == sorted(names), names)
