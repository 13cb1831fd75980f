import copy


class Point:
    def __init__(self, x, y):
        print("Point.__init__ called")
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Point({self.x!r}, {self.y!r})"


class Polygon:
    def __init__(self, name, points):
        self.name = name
        self.points = points
        self.meta = {"closed": True}

    @property
    def size(self):
        return len(self.points)

    def __repr__(self):
        return f"Polygon({self.name}, {self.points})"


tri = Polygon("tri", [Point(0, 0), Point(4, 0), Point(0, 3)])
print("copying")
shallow = copy.copy(tri)
deep = copy.deepcopy(tri)
print(type(shallow) is Polygon, type(deep) is Polygon, shallow.size, deep.size)
print(shallow.points is tri.points, deep.points is tri.points, deep.points[0] is tri.points[0], deep.meta == tri.meta, deep.meta is tri.meta)
deep.points[0].x = 99
shallow.name = "renamed"
print(tri, shallow, deep)


class Empty:
    pass


e = Empty()
e2 = copy.copy(e)
print(type(e2) is Empty, e2 is not e)
e.dynamic = [1]
print(copy.deepcopy(e).dynamic, copy.copy(e).dynamic is e.dynamic)


class Temperature:
    def __init__(self, c):
        self.celsius = c

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, value):
        print("setter called with", value)
        self._c = value


t = Temperature(21.5)
print("copy of temperature")
t2 = copy.copy(t)
t3 = copy.deepcopy(t)
print(t2.celsius, t3.celsius, type(t3) is Temperature)
