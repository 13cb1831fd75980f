class A:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        print("  A.__eq__")
        if isinstance(o, A):
            return self.v == o.v
        return NotImplemented
    def __lt__(self, o):
        print("  A.__lt__")
        return NotImplemented

class B:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        print("  B.__eq__")
        return self.v == getattr(o, "v", None)
    def __gt__(self, o):
        print("  B.__gt__")
        return self.v > o.v

print(A(1) == A(1))
print(A(1) == B(1))
print(B(2) == A(2))
print(A(1) < B(5))
print(A(1) == 1)
print(A(1) != 2)

class Only:
    pass
o1, o2 = Only(), Only()
print(o1 == o1, o1 == o2, o1 != o2)

class Mixed:
    def __add__(self, o):
        return NotImplemented
    def __radd__(self, o):
        return "Mixed.__radd__"

class Other:
    def __radd__(self, o):
        return "Other.__radd__"

print(Mixed() + Other())
print(1 + Mixed())
try:
    Mixed() + 1
except TypeError as e:
    print("TypeError:", e)
try:
    A(1) < A(2)
except TypeError as e:
    print("TypeError:", e)
