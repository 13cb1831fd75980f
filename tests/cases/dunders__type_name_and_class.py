# smolagents: Forbidden: Forbidden call to dunder function: __class__
# Agent code names types and builds new instances of its own class (issue 19).
class Shape:
    def __init__(self, size):
        self.size = size

    def describe(self):
        return f"{type(self).__name__}({self.size})"

    def grown(self):
        return self.__class__(self.size + 1)


class Square(Shape):
    pass


errors = []
for bad in ["x", None]:
    try:
        int(bad)
    except Exception as e:
        errors.append(type(e).__name__)
print(errors)
print(Square(2).describe(), Shape.describe.__qualname__, Square.__module__)
print(type(Square(1)).__qualname__, type(3).__name__, type("").__module__)
s = Square(3).grown()
print(s.describe(), type(s) is Square)
