from dataclasses import dataclass, field, KW_ONLY


@dataclass
class Point:
    x: int
    y: int = 0


@dataclass
class Box:
    w: int
    h: int
    d: int
    label: str = ''


@dataclass
class Opts:
    a: int
    _: KW_ONLY
    b: int
    c: int = 3


@dataclass
class Nothing:
    pass


calls = [
    lambda: Point(),
    lambda: Point(1, 2, 3),
    lambda: Point(1, 2, z=3),
    lambda: Point(1, x=3),
    lambda: Box(),
    lambda: Box(1),
    lambda: Box(1, 2, 3, 'x', 5),
    lambda: Opts(),
    lambda: Opts(1),
    lambda: Opts(1, 2),
    lambda: Opts(1, 2, b=3),
    lambda: Opts(1, 2, b=3, c=4),
    lambda: Nothing(1),
    lambda: Nothing(1, 2),
    lambda: Nothing(a=1),
]
for call in calls:
    try:
        print('ok', call())
    except TypeError as e:
        print('TypeError:', e)


def make():
    @dataclass
    class Local:
        value: int
    return Local


try:
    make()()
except TypeError as e:
    print('TypeError:', e)
print(Opts(1, b=2), Box(1, 2, 3), Point(y=1, x=2))
