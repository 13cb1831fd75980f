# f-string replacement fields with no conversion and no spec are written straight into the
# result; every kind of value must still format as format(value, "") does.
class Money:
    def __init__(self, cents):
        self.cents = cents

    def __format__(self, spec):
        return f"${self.cents // 100}.{self.cents % 100:02d}" + (f"[{spec}]" if spec else "")

    def __str__(self):
        return "str-not-used"

    def __repr__(self):
        return f"Money({self.cents})"


class Tag(str):
    def __str__(self):
        return "tag-str"

    def __format__(self, spec):
        return "tag-format"


class Count(int):
    def __str__(self):
        return "count-str"


big = 2 ** 70
values = [0, -7, 10**18, -(10**18), big, -big, True, False, None, 1.5, -0.0, 1e300, float("inf"),
          "text", "", Tag("t"), Count(5), Money(1234), [1, "a"], (1,), {"k": 2}, 3 + 4j, b"by"]
for v in values:
    print(f"<{v}>", f"{v}{v}", f"a{v}b{v!r}c")
n = 0
parts = []
for i in range(-3, 4):
    parts.append(f"n{i}:{i * i}|{i > 0}")
print("".join(parts))
print(f"{Money(5):x}", f"{Money(99)}")


class Broken:
    def __format__(self, spec):
        return 42


try:
    print(f"{Broken()}")
except TypeError as e:
    print("TypeError", e)
