from dataclasses import dataclass, field


@dataclass
class Fine:
    items: list = field(default_factory=list)


print(Fine(), Fine([1]))


@dataclass
class Broken:
    items: list = []
