from enum import Enum


class Base(Enum):
    def describe(self):
        return self.name.lower()


class Color(Base):
    RED = 1
    GREEN = 2


print([c.describe() for c in Color])


class MoreColor(Color):
    PINK = 3
