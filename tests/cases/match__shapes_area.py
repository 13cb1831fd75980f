class Circle:
    __match_args__ = ("r",)

    def __init__(self, r):
        self.r = r


class Rect:
    __match_args__ = ("w", "h")

    def __init__(self, w, h):
        self.w = w
        self.h = h


class Tri:
    __match_args__ = ("a", "b", "c")

    def __init__(self, a, b, c):
        self.a, self.b, self.c = a, b, c


def area(shape):
    match shape:
        case Circle(r):
            return round(3.14159 * r * r, 2)
        case Rect(w, h):
            return w * h
        case Tri(a, b, c):
            s = (a + b + c) / 2
            return round((s * (s - a) * (s - b) * (s - c)) ** 0.5, 3)
        case [*shapes]:
            return round(sum(area(s) for s in shapes), 2)


def name(shape):
    match shape:
        case Rect(w, h) if w == h:
            return "square"
        case Rect():
            return "rectangle"
        case Circle():
            return "circle"
        case Tri(a, b, c) if a == b == c:
            return "equilateral"
        case Tri(a, b, c) if a == b or b == c or a == c:
            return "isosceles"
        case Tri():
            return "scalene"


shapes = [Circle(1), Rect(2, 3), Rect(4, 4), Tri(3, 4, 5), Tri(2, 2, 2), Tri(5, 5, 8)]
for s in shapes:
    print(f"{name(s):<12}{area(s):>10}")
print("total", area(shapes))
