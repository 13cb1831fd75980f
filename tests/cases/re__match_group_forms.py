# Match.group with every kind of argument: none, ints, bools, names, several at once, unmatched
# optional groups, bytes and bytearray subjects, int subclasses, and the errors.
import re

m = re.search(r"(?P<word>\w+)-(\d+)(x)?", "say abc-123 now")
print(m.group(), m.group(0), m.group(1), m.group(2), m.group(3))
print(m.group("word"), m.group(True), m.group(False))
print(m.group(1, 2), m.group("word", 0, 3))
print(m.group(*[]))


class Two(int):
    pass


print(m.group(Two(2)))
for bad in (4, -1, "nope", 1.0, None, (1,)):
    try:
        print(m.group(bad))
    except IndexError as e:
        print("IndexError", e)
try:
    print(m.group(1, "nope"))
except IndexError as e:
    print("IndexError", e)

b = re.search(rb"(a+)(b)?", b"xxaaa")
print(b.group(), b.group(1), b.group(2), b.group(1, 2))
ba = re.search(rb"(a+)", bytearray(b"xaa"))
print(ba.group(1), isinstance(ba.group(1), bytes), isinstance(ba.group(1), bytearray))
u = re.search(r"(é+)(ü)", "xxééü")
print(u.group(1), u.group(2), u.span(2))
print([m.group(1) for m in re.finditer(r"(\d)", "a1b2c3")])
g = m.group
print(g(1), g("word"))
try:
    m.group(x=1)
except TypeError as e:
    print("TypeError", e)
