class Bag:
    def __init__(self, items=None):
        self.items = list(items or [])
    def __repr__(self):
        return f"Bag({self.items})"
    def __add__(self, o):
        print("  __add__")
        return Bag(self.items + o.items)
    def __iadd__(self, o):
        print("  __iadd__")
        self.items.extend(o.items if isinstance(o, Bag) else o)
        return self
    def __isub__(self, o):
        for x in o:
            if x in self.items:
                self.items.remove(x)
        return self
    def __imul__(self, k):
        self.items = self.items * k
        return self

class Plain:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        print("  Plain.__add__ fallback")
        return Plain(self.v + o)
    def __repr__(self):
        return f"Plain({self.v})"

b = Bag([1, 2])
alias = b
b += Bag([3])
print(b, alias, b is alias)
b += [4, 5]
b -= [1, 5, 99]
print(b)
b *= 2
print(b, alias is b)
c = b + Bag([0])
print(c, c is b)

p = Plain(1)
q = p
p += 10
print(p, q, p is q)

class Acc:
    def __init__(self):
        self.log = []
    def __ifloordiv__(self, o): self.log.append(("//=", o)); return self
    def __itruediv__(self, o): self.log.append(("/=", o)); return self
    def __imod__(self, o): self.log.append(("%=", o)); return self
    def __ipow__(self, o): self.log.append(("**=", o)); return self
    def __imatmul__(self, o): self.log.append(("@=", o)); return self
    def __ilshift__(self, o): self.log.append(("<<=", o)); return self
    def __irshift__(self, o): self.log.append((">>=", o)); return self
    def __iand__(self, o): self.log.append(("&=", o)); return self
    def __ior__(self, o): self.log.append(("|=", o)); return self
    def __ixor__(self, o): self.log.append(("^=", o)); return self

a = Acc()
a //= 1; a /= 2; a %= 3; a **= 4; a @= 5
a <<= 6; a >>= 7; a &= 8; a |= 9; a ^= 10
print(a.log)

class Wrong:
    def __iadd__(self, o):
        return "replaced!"
w = Wrong()
w += 1
print(w)
