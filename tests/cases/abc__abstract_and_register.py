# abc: abstract methods block instantiation until overridden, register() makes virtual
# subclasses, and isinstance/issubclass go through ABCMeta.
from abc import ABC, ABCMeta, abstractmethod, get_cache_token


class Shape(ABC):
    @abstractmethod
    def area(self):
        ...

    @abstractmethod
    def perimeter(self):
        ...

    def describe(self):
        return f"{self.label}: area={self.area()}, perimeter={self.perimeter()}"


class HalfDone(Shape):
    def area(self):
        return 0


class Square(Shape):
    label = "square"

    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side ** 2

    def perimeter(self):
        return 4 * self.side


for cls in (Shape, HalfDone):
    try:
        cls()
    except TypeError as e:
        print("TypeError:", e)

sq = Square(3)
print(sq.describe())
print(isinstance(sq, Shape), issubclass(Square, Shape), issubclass(int, Shape))


class Plugin(metaclass=ABCMeta):
    @property
    @abstractmethod
    def name(self):
        ...

    @classmethod
    @abstractmethod
    def create(cls):
        ...


try:
    Plugin()
except TypeError as e:
    print("TypeError:", e)


class Legacy:
    pass


token = get_cache_token()
print(Plugin.register(Legacy) is Legacy, get_cache_token() > token)
print(isinstance(Legacy(), Plugin), issubclass(Legacy, Plugin), issubclass(Square, Plugin))


class SubLegacy(Legacy):
    pass


print(issubclass(SubLegacy, Plugin), isinstance(3, Plugin))
try:
    Legacy.register
except AttributeError as e:
    print("AttributeError:", e)
try:
    Plugin.register(3)
except TypeError as e:
    print("TypeError:", e)
