class Squares:
    def __init__(self, n):
        self.n = n
    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError("done")
        return i * i

sq = Squares(5)
print(list(sq))
for v in Squares(3):
    print("v", v)
print(sum(Squares(4)), 9 in Squares(4), 10 in Squares(4))
a, b = Squares(2)
print(a, b)
print(sorted(Squares(4), reverse=True))
print(list(zip(Squares(3), "abc")))
print(list(map(str, Squares(3))))

class Letters:
    def __init__(self, s):
        self.s = s
    def __getitem__(self, i):
        return self.s[i].upper()   # IndexError from str ends iteration

print(list(Letters("abc")), "".join(Letters("hello")))
it = iter(Letters("xy"))
print(next(it), next(it), next(it, "end"))

class KeyErrorStops:
    def __getitem__(self, i):
        if i > 2:
            raise KeyError(i)
        return i
try:
    print(list(KeyErrorStops()))
except KeyError as e:
    print("KeyError propagates:", e)
