e0 = Exception()
e1 = Exception("one")
e2 = Exception("two", 2)
e3 = ValueError(3.5)
print(repr(str(e0)), e0.args)
print(str(e1), e1.args)
print(str(e2), e2.args)
print(str(e3), e3.args)
print(repr(e1), repr(e2), repr(e0))
k = KeyError("key")
print(str(k), repr(k), k.args)
k2 = KeyError("a", "b")
print(str(k2))
print(str(KeyError(5)), str(IndexError(5)))

class WithStr(Exception):
    def __init__(self, code, msg):
        super().__init__(code, msg)
        self.code = code
        self.msg = msg
    def __str__(self):
        return f"E{self.code}: {self.msg}"

w = WithStr(404, "not found")
print(str(w), w.args, w.code)
print(f"{w}", [str(w)])

class NoSuper(Exception):
    def __init__(self, a, b):
        self.a, self.b = a, b

n = NoSuper(1, 2)
print(n.args, repr(str(n)), n.a + n.b)

try:
    raise ValueError
except ValueError as e:
    print("bare class raise:", repr(str(e)), e.args)

try:
    raise TypeError("x", "y", "z")
except TypeError as e:
    print(e, len(e.args), e.args[1])
