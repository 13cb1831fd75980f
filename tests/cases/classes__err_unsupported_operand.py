class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __add__(self, o):
        if isinstance(o, Vec):
            return Vec(self.x + o.x, self.y + o.y)
        return NotImplemented
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"

print(Vec(1, 2) + Vec(3, 4))
try:
    Vec(1, 2) * 3
except TypeError as e:
    print("TypeError:", e)
try:
    "a" - Vec(0, 0)
except TypeError as e:
    print("TypeError:", e)
print(Vec(0, 0) + 1)
