from dataclasses import dataclass


@dataclass
class Good:
    a: int
    b: int = 2


print(Good(1))


@dataclass
class Bad:
    a: int = 1
    b: int
