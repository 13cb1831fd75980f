from enum import Enum, unique, verify, UNIQUE


class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS_FOR_SQUARE = 2


print(list(Shape))
print(len(Shape))
print(Shape.ALIAS_FOR_SQUARE, Shape.ALIAS_FOR_SQUARE is Shape.SQUARE)
print(Shape(2), Shape['ALIAS_FOR_SQUARE'])
print(Shape.ALIAS_FOR_SQUARE.name)
print(list(Shape._member_map_))
print(Shape._member_names_)

try:
    @unique
    class Mistake(Enum):
        ONE = 1
        TWO = 2
        THREE = 3
        FOUR = 3
        UNO = 1
except ValueError as e:
    print('unique:', e)

try:
    verify(UNIQUE)(Shape)
except ValueError as e:
    print('verify:', e)


@unique
class Fine(Enum):
    A = 'a'
    B = 'b'


print(list(Fine))


class Status(Enum):
    ACTIVE = 'active'
    ENABLED = 'active'
    DISABLED = 'disabled'
    OFF = 'disabled'


for name in ['ACTIVE', 'ENABLED', 'DISABLED', 'OFF']:
    member = Status[name]
    print(name, '->', member.name, member.value)
print(Status('active'), Status('disabled').name)
print(sorted(set(Status[n] for n in ['ACTIVE', 'ENABLED', 'OFF']), key=lambda s: s.value))
