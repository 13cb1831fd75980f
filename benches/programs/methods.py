# Class method calls and instance attribute access.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def move(self, dx, dy):
        self.x += dx
        self.y += dy

    def norm1(self):
        return abs(self.x) + abs(self.y)


p = Point(0, 0)
total = 0
for i in range(50000):
    p.move(1, -1)
    total += p.norm1()
result = (p.x, p.y, total)
result
