class Grid:
    def __init__(self, w, h, fill="."):
        self.w, self.h = w, h
        self.cells = [[fill] * w for _ in range(h)]
    def __getitem__(self, pos):
        x, y = pos
        return self.cells[y][x]
    def __setitem__(self, pos, value):
        x, y = pos
        self.cells[y][x] = value
    def __delitem__(self, pos):
        x, y = pos
        self.cells[y][x] = "."
    def __str__(self):
        return "\n".join("".join(row) for row in self.cells)

g = Grid(4, 3)
g[0, 0] = "#"
g[3, 2] = "@"
g[1, 1] = "*"
print(g)
print(g[3, 2], g[2, 2])
del g[1, 1]
print(g)

class Seq:
    def __init__(self, data):
        self.data = list(data)
    def __getitem__(self, key):
        if isinstance(key, slice):
            return Seq(self.data[key])
        if key < 0:
            key += len(self.data)
        if not 0 <= key < len(self.data):
            raise IndexError("Seq index out of range")
        return self.data[key]
    def __setitem__(self, key, value):
        self.data[key] = value
    def __delitem__(self, key):
        del self.data[key]
    def __len__(self):
        return len(self.data)
    def __repr__(self):
        return f"Seq({self.data})"

s = Seq("abcdefg")
print(s[0], s[-1], s[1:4], s[::2], s[::-1])
s[0] = "A"
s[1:3] = ["X", "Y", "Z"]
print(s, len(s))
del s[2:5]
del s[0]
print(s)
print(list(s))
try:
    s[100]
except IndexError as e:
    print("IndexError:", e)

class DefaultDict:
    def __init__(self, factory):
        self.factory = factory
        self.store = {}
    def __getitem__(self, k):
        if k not in self.store:
            self.store[k] = self.factory()
        return self.store[k]
    def __setitem__(self, k, v):
        self.store[k] = v

dd = DefaultDict(list)
for word in "apple avocado banana blueberry cherry".split():
    dd[word[0]].append(word)
dd["z"] = ["zebra"]
print(dd.store)
