class Range:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi
    def __contains__(self, x):
        print(f"  checking {x}")
        return self.lo <= x < self.hi

r = Range(1, 10)
print(5 in r, 10 in r, 0 not in r)

class Evens:
    def __contains__(self, x):
        return isinstance(x, int) and x % 2 == 0

e = Evens()
print([n for n in range(6) if n in e], 2.0 in e, "x" in e)

class IterOnly:
    def __init__(self, items):
        self.items = items
    def __iter__(self):
        print("  iterating")
        return iter(self.items)

print(3 in IterOnly([1, 2, 3]), 7 in IterOnly([1, 2]))

class GetItemOnly:
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError(i)
        return i * 10

print(20 in GetItemOnly(), 25 in GetItemOnly())
print(list(GetItemOnly()))

class Truthy:
    def __contains__(self, x):
        return "non-empty string"
print(1 in Truthy(), 1 not in Truthy())

class Tags:
    def __init__(self, *tags):
        self.tags = [t.lower() for t in tags]
    def __contains__(self, t):
        return t.lower() in self.tags

t = Tags("Python", "RUST")
print("python" in t, "Rust" in t, "go" in t)
