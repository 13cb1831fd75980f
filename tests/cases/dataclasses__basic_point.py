from dataclasses import dataclass, fields, is_dataclass


@dataclass
class Point:
    x: int
    y: int = 0

    def moved(self, dx, dy):
        return Point(self.x + dx, self.y + dy)

    def norm1(self):
        return abs(self.x) + abs(self.y)


p = Point(3, 4)
print(p, repr(p), str(p))
print(Point(1), Point(x=5, y=6), Point(7, y=8))
print(p == Point(3, 4), p == Point(4, 3), p != Point(3, 4), p == (3, 4))
print(p.moved(1, -1), p.norm1(), p.x, p.y)
p.x = 10
print(p, Point.y)
print([f.name for f in fields(Point)], [f.type for f in fields(p)])
print(is_dataclass(p), is_dataclass(Point), is_dataclass(int), is_dataclass(3))
path = [Point(0, 0), Point(2, 1), Point(2, 5), Point(-1, 5)]
total = sum(abs(b.x - a.x) + abs(b.y - a.y) for a, b in zip(path, path[1:]))
print(total, path.index(Point(2, 5)), Point(2, 1) in path)
print(f"{p}")
print(sorted(path, key=lambda q: (q.y, q.x)))


@dataclass
class Empty:
    pass


print(Empty(), Empty() == Empty(), fields(Empty))
