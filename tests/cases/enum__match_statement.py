from enum import Enum, IntEnum


class Shape(Enum):
    CIRCLE = 'circle'
    SQUARE = 'square'
    TRIANGLE = 'triangle'


class Code(IntEnum):
    OK = 200
    NOT_FOUND = 404
    ERROR = 500


def area(shape, size):
    match shape:
        case Shape.CIRCLE:
            return round(3.14159 * size * size, 2)
        case Shape.SQUARE:
            return size * size
        case Shape.TRIANGLE:
            return round(size * size * 3 ** 0.5 / 4, 2)


for s in Shape:
    print(s.name, area(s, 2))


def describe(code):
    match code:
        case Code.OK:
            return 'fine'
        case Code.NOT_FOUND | Code.ERROR:
            return 'problem ' + str(int(code))
        case _:
            return 'unknown'


for c in [Code.OK, Code(404), 500, 302]:
    print(c, describe(c))


def kind(value):
    match value:
        case Shape() as s if s.value.startswith('c'):
            return 'c-shape ' + s.name
        case Shape(value=v):
            return 'shape with value ' + v
        case _:
            return 'other'


print(kind(Shape.CIRCLE), '|', kind(Shape.SQUARE), '|', kind('circle'))
