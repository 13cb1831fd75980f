class Base:
    def who(self):
        return "Base"
    def chain(self):
        return ["Base"]

class Left(Base):
    def who(self):
        return "Left"
    def chain(self):
        return ["Left"] + super().chain()

class Right(Base):
    def who(self):
        return "Right"
    def chain(self):
        return ["Right"] + super().chain()

class Bottom(Left, Right):
    def chain(self):
        return ["Bottom"] + super().chain()

class Bottom2(Right, Left):
    def chain(self):
        return ["Bottom2"] + super().chain()

b = Bottom()
print(b.who(), b.chain())
b2 = Bottom2()
print(b2.who(), b2.chain())

class OnlyRight(Base):
    def extra(self):
        return "right-extra"

class Mixed(Left, OnlyRight):
    pass

m = Mixed()
print(m.who(), m.extra(), m.chain())

class A:
    x = "A"
class B(A):
    pass
class C(A):
    x = "C"
class D(B, C):
    pass

# D -> B -> C -> A : C.x wins over A.x even though B comes first
print(D().x, D.x)
print(issubclass(D, A), isinstance(D(), C))
