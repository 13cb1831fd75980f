class Circle:
    def __init__(self, r):
        self._r = r
    @property
    def radius(self):
        return self._r
    @property
    def diameter(self):
        return self._r * 2
    @diameter.setter
    def diameter(self, d):
        self._r = d / 2

c = Circle(2)
print(c.radius, c.diameter)
c.diameter = 10
print(c.radius, c.diameter)
c.radius = 7
