name = "Zoë"
quote = "it's \"quoted\""
items = [1, "two", 3.0]
print(f"{name}|{name!s}|{name!r}|{name!a}")
print(f"{quote!r}")
print(f"{items}|{items!r}|{items!a}")
tab = "tab\there"
print(f"{tab!r} {chr(9)!r}")
print(f"{'snake 🐍'!a}")
print(f"{None!r} {True!s} {3.5!r}")
print(f"{name!r:>10}|{name!s:*^9}")
print("{!r} and {!s} and {!a}".format("x", "y", "ñ"))


class P:
    def __str__(self):
        return "P-str"

    def __repr__(self):
        return "P-repr"


p = P()
print(f"{p} {p!s} {p!r} {p!a}")
print(f"{[p, p]}")
print("{0} {0!r}".format(p))
print(str(p), repr(p), str([p]))
