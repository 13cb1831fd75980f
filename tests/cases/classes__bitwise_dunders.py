class Flags:
    NAMES = ["read", "write", "exec", "admin"]

    def __init__(self, bits):
        self.bits = bits

    def __repr__(self):
        on = [n for i, n in enumerate(self.NAMES) if self.bits >> i & 1]
        return "Flags(" + "|".join(on) + ")" if on else "Flags()"

    def __or__(self, o):
        return Flags(self.bits | (o.bits if isinstance(o, Flags) else o))
    def __and__(self, o):
        return Flags(self.bits & (o.bits if isinstance(o, Flags) else o))
    def __xor__(self, o):
        return Flags(self.bits ^ (o.bits if isinstance(o, Flags) else o))
    def __ror__(self, o):
        return Flags(o | self.bits)
    def __rand__(self, o):
        return Flags(o & self.bits)
    def __rxor__(self, o):
        return Flags(o ^ self.bits)
    def __lshift__(self, n):
        return Flags((self.bits << n) & 0b1111)
    def __rshift__(self, n):
        return Flags(self.bits >> n)
    def __rlshift__(self, o):
        return o << self.bits
    def __rrshift__(self, o):
        return o >> self.bits
    def __invert__(self):
        return Flags(~self.bits & 0b1111)
    def __bool__(self):
        return self.bits != 0

R, W, X, A = Flags(1), Flags(2), Flags(4), Flags(8)
rw = R | W
print(rw, rw & W, rw & X, rw ^ Flags(3), rw ^ X)
print(R << 1, R << 3, R << 4, A >> 2, ~rw, ~Flags(0))
print(1 | X, 6 & rw, 15 ^ A)
print(1 << Flags(3), 64 >> Flags(2))
print(bool(rw & X), bool(rw & R))
perms = Flags(0)
for f in [R, X, R, A]:
    perms = perms | f
print(perms)
if perms & W:
    print("can write")
else:
    print("cannot write")
