from enum import Flag, auto, CONFORM, EJECT


class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = RED | GREEN | BLUE


yellow = Color.RED | Color.GREEN
print(yellow, repr(yellow))
print(Color.RED in yellow, Color.BLUE in yellow, yellow in Color.WHITE)
print(list(yellow), len(yellow), len(Color.WHITE))
print(yellow & Color.GREEN, repr(yellow & Color.BLUE))
print(yellow ^ Color.WHITE, ~Color.RED, repr(~Color.WHITE))
print(bool(Color(0)), bool(yellow), Color(0), repr(Color(0)))
print(Color(3), Color(7), Color(7) is Color.WHITE)
print(list(Color), list(Color.WHITE))
print((Color.RED | Color.GREEN) is (Color.GREEN | Color.RED))
print(Color.WHITE.name, yellow.name, yellow.value)

flags = Color(0)
for c in [Color.BLUE, Color.RED]:
    flags |= c
print(flags, [c.name for c in flags])

try:
    Color(8)
except ValueError as e:
    print(e)

try:
    Color.RED in 1
except TypeError as e:
    print(e)


class Loose(Flag, boundary=CONFORM):
    A = 1
    B = 2


print(repr(Loose(7)), repr(Loose(4)))


class Ejecting(Flag, boundary=EJECT):
    A = 1
    B = 2


print(Ejecting(7), type(Ejecting(7)), repr(Ejecting(3)))
