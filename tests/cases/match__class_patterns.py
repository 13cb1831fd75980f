class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


class Circle:
    __match_args__ = ("center", "radius")

    def __init__(self, center, radius):
        self.center = center
        self.radius = radius


class Rect:
    def __init__(self, corner, w, h):
        self.corner = corner
        self.w = w
        self.h = h


def describe(shape):
    match shape:
        case Point(0, 0):
            return "origin"
        case Point(0, y):
            return f"on y axis at {y}"
        case Point(x=0 | 1 as x, y=y):
            return f"near axis x={x} y={y}"
        case Point(x, y) if x == y:
            return f"diagonal point {x}"
        case Point():
            return f"point {shape.x},{shape.y}"
        case Circle(Point(0, 0), r):
            return f"centered circle r={r}"
        case Circle(center=Point(x=cx), radius=r) if r > 10:
            return f"big circle at x={cx}"
        case Circle(c, r):
            return f"circle r={r}"
        case Rect(w=w, h=h) if w == h:
            return f"square {w}"
        case Rect(corner=Point(x, y), w=w):
            return f"rect at {x},{y} width {w}"
        case _:
            return "unknown"


shapes = [
    Point(0, 0), Point(0, 5), Point(1, 7), Point(3, 3), Point(4, 2),
    Circle(Point(0, 0), 2), Circle(Point(5, 1), 20), Circle(Point(5, 1), 3),
    Rect(Point(1, 1), 4, 4), Rect(Point(2, 3), 5, 1), "text",
]
for s in shapes:
    print(describe(s))
