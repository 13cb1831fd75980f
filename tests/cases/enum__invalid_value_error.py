from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


for raw in [1, 3, 2]:
    print(raw, Color(raw).name)
print(Color(5))
