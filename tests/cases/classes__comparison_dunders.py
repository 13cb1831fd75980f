class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __repr__(self):
        return "v" + ".".join(str(p) for p in self.parts)
    def __eq__(self, o):
        return isinstance(o, Version) and self.parts == o.parts
    def __ne__(self, o):
        return not self == o
    def __lt__(self, o):
        return self.parts < o.parts
    def __le__(self, o):
        return self.parts <= o.parts
    def __gt__(self, o):
        return self.parts > o.parts
    def __ge__(self, o):
        return self.parts >= o.parts
    def __hash__(self):
        return hash(self.parts)

a, b, c = Version("1.2.0"), Version("1.10"), Version("1.2.0")
print(a == c, a != c, a == b, a is c)
print(a < b, a <= c, b > a, b >= b, a > b)
vs = [Version(s) for s in ["2.0", "1.9.9", "1.10", "1.2", "10.0", "1.2.1"]]
print(sorted(vs))
print(max(vs), min(vs))
print(sorted(vs, reverse=True)[:3])
print(Version("1.0") in vs, Version("1.2") in vs)
print(a == "1.2.0", a != "1.2.0")
print(Version("1.0") < Version("1.1") < Version("2.0"), Version("1") < Version("3") > Version("2"))

class Loud:
    def __init__(self, n):
        self.n = n
    def __lt__(self, o):
        print(f"  {self.n} < {o.n}?")
        return self.n < o.n

print(Loud(3) < Loud(1))
print(Loud(1) < Loud(2) < Loud(0))
