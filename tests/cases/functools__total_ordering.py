from functools import total_ordering

@total_ordering
class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split('.'))
        self.text = text
    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts == other.parts
    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts < other.parts
    def __repr__(self):
        return f'Version({self.text!r})'

a, b = Version('1.2'), Version('1.10')
print(a < b, a > b, a <= b, a >= b, a == Version('1.2'), a != b)
print(sorted([Version('2.0'), a, b, Version('0.9')]))
print(max(a, b), min(a, b))

@total_ordering
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __eq__(self, other):
        return self.cents == other.cents
    def __ge__(self, other):
        return self.cents >= other.cents
print(Money(5) > Money(3), Money(5) < Money(3), Money(3) <= Money(3), Money(2) >= Money(3))

@total_ordering
class Gt:
    def __init__(self, v):
        self.v = v
    def __gt__(self, other):
        return self.v > other.v
print(Gt(1) < Gt(2), Gt(2) >= Gt(2), Gt(3) <= Gt(2))

class Base:
    def __init__(self, v):
        self.v = v
    def __le__(self, other):
        return self.v <= other.v
@total_ordering
class Child(Base):
    pass
print(Child(1) < Child(2), Child(2) > Child(1), Child(1) >= Child(1))
try:
    a < 3
except TypeError as e:
    print(e)
@total_ordering
class Nothing:
    pass
