from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


print(Color.RED)
print(repr(Color.GREEN))
print(Color.BLUE.name, Color.BLUE.value)
print(list(Color))
print(len(Color))
print(Color(2), Color['BLUE'])
print(Color(Color.RED) is Color.RED)
print(Color.RED in Color, Color.RED is Color.RED, Color.RED == Color.RED)
print(Color.RED != Color.GREEN, Color.RED == 1)
print(isinstance(Color.RED, Color), type(Color.RED) is Color)
print(type(Color.RED))
print(repr(Color), str(Color))
print(f"{Color.RED}|{Color.GREEN!r}|{Color.BLUE:>12}|{Color.RED:<10}|")
print("%s and %r" % (Color.RED, Color.GREEN))
print(str(Color.BLUE), format(Color.BLUE), format(Color.BLUE, '^14'))
print([c.name for c in Color], [c.value for c in Color])
print({c.name: c.value for c in Color})
print(sorted(Color, key=lambda c: -c.value))
print(Color.RED.name.lower(), Color.GREEN.value * 10)
names = [m for m in Color if m.value % 2]
print(names)
print(bool(Color.RED), bool(Color))
print(Color['RED'] is Color(1))
members = dict((m.value, m) for m in Color)
print(members[3])
