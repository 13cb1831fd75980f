# A sequence times an object with __index__ repeats it (CPython's sequence_repeat).
class N:
    def __init__(self, n): self.n = n
    def __index__(self): return self.n
for seq in ("ab", [1, 2], (1,), b"x", bytearray(b"y")):
    print(seq * N(2), N(2) * seq)
x = [1]
x *= N(3)
print(x)
s = "q"
s *= N(2)
print(s)
class NotIdx: pass
try:
    "a" * NotIdx()
except TypeError as e:
    print("TypeError", e)
try:
    "a" * N(2**70)
except OverflowError as e:
    print("OverflowError", e)


class Bad:
    def __index__(self):
        raise ValueError("no count")


try:
    [0] * Bad()
except ValueError as e:
    print("ValueError", e)


# A class's own __mul__/__rmul__ comes first.
class Own(N):
    def __rmul__(self, other):
        return "own"


print("ab" * Own(3), [1] * N(0), (2,) * N(-1))
