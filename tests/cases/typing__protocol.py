from typing import Protocol, runtime_checkable, Iterable, List

class Shape(Protocol):
    def area(self) -> float: ...

@runtime_checkable
class Named(Protocol):
    name: str

class Square:
    def __init__(self, side: float, name: str = 'square'):
        self.side = side
        self.name = name
    def area(self) -> float:
        return self.side ** 2

class Circle:
    def __init__(self, r: float):
        self.r = r
        self.name = 'circle'
    def area(self) -> float:
        return round(3.14159 * self.r ** 2, 3)

def total_area(shapes: Iterable[Shape]) -> float:
    return sum(s.area() for s in shapes)

shapes: List[Shape] = [Square(2), Circle(1), Square(1.5)]
print(total_area(shapes), [s.name for s in shapes])

class Impl(Shape):
    def area(self) -> float:
        return 1.0
print(Impl().area(), isinstance(Impl(), Impl))
