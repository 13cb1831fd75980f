from enum import Enum


class Fruit(Enum):
    APPLE = 'apple'
    PEAR = 'pear'


order = ['APPLE', 'PEAR', 'PURPLE']
for name in order:
    print(Fruit[name].value)
