from enum import Enum


class Color(str, Enum):
    RED = 'red'
    GREEN = 'green'


print(Color.RED, repr(Color.RED), str(Color.RED), format(Color.RED), f"{Color.GREEN:>12}|")
print(Color.RED == 'red', Color.RED.value, Color('green'), Color.RED.upper())
print(isinstance(Color.RED, str), len(Color.GREEN), Color.RED.startswith('r'))
palette = {'red': '#f00', 'green': '#0f0'}
print(palette[Color.RED], palette[Color.GREEN.value])
print(sorted(Color, key=len))


class Number(int, Enum):
    ONE = 1
    TWO = 2


print(Number.ONE, repr(Number.TWO), Number.TWO * 3, Number.ONE == 1, str(Number.TWO))
print(sorted([Number.TWO, Number.ONE]), Number(2) is Number.TWO)


class Grade(float, Enum):
    PASS = 0.5
    GOOD = 0.75


print(Grade.PASS, repr(Grade.GOOD), Grade.GOOD + 0.25, Grade.PASS < Grade.GOOD)
