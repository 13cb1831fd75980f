class A:
    def name(self):
        return "A"

class B(A):
    def name(self):
        return "B>" + super(B, self).name()

class C(B):
    def name(self):
        return "C>" + super(C, self).name()

    def skip_b(self):
        return "C skips B: " + super(B, self).name()

c = C()
print(c.name())
print(c.skip_b())

class X:
    def go(self):
        return ["X"]

class Y(X):
    def go(self):
        return ["Y"] + super().go()

class Z(X):
    def go(self):
        return ["Z"] + super().go()

class W(Y, Z):
    def go(self):
        return ["W"] + super().go()

    def from_z(self):
        return super(Z, self).go()

    def from_y(self):
        return super(Y, self).go()

w = W()
print(w.go())
print(w.from_y())
print(w.from_z())

class Counter:
    count = 0
    def __init__(self):
        Counter.count += 1
        self.id = Counter.count

class Named(Counter):
    def __init__(self, name):
        super(Named, self).__init__()
        self.name = name

ns = [Named(n) for n in "abc"]
print([(n.id, n.name) for n in ns], Counter.count)
