class Shape:
    def area(self):
        raise NotImplementedError("subclasses must implement area")
    def describe(self):
        return f"area={self.area():.2f}"

class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return 3.14159 * self.r ** 2

class Square(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2

class Blob(Shape):
    pass

shapes = [Circle(1), Square(2), Circle(0.5), Blob()]
for s in shapes:
    print(s.describe())
