from enum import Enum, IntEnum, StrEnum, Flag

Animal = Enum('Animal', 'ANT BEE CAT DOG')
print(Animal, list(Animal))
print(Animal.CAT, Animal(2), Animal['DOG'].value, len(Animal))
print(type(Animal.ANT) is Animal, isinstance(Animal.BEE, Animal))

Pair = Enum('Pair', [('LEFT', 'L'), ('RIGHT', 'R')])
print(list(Pair), Pair('R'))

Mapping = Enum('Mapping', {'ONE': 1, 'TEN': 10})
print(list(Mapping), Mapping(10).name)

Listed = Enum('Listed', ['X', 'Y', 'Z'], start=0)
print([(m.name, m.value) for m in Listed])

Commas = IntEnum('Commas', 'a, b, c', start=10)
print(list(Commas), Commas.b + 1, Commas.c > 11)

Colors = StrEnum('Colors', 'RED GREEN')
print(list(Colors), Colors.RED == 'red')

Perm = Flag('Perm', 'R W X')
print(list(Perm), Perm.R | Perm.X, repr(Perm.R | Perm.W))

try:
    Animal(9)
except ValueError as e:
    print(e)
try:
    Enum('Dup', [('A', 1), ('A', 2)])
except TypeError as e:
    print(e)
