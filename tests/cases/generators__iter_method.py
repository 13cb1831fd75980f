class Countdown:
    def __init__(self, start):
        self.start = start

    def __iter__(self):
        n = self.start
        while n > 0:
            yield n
            n -= 1


c = Countdown(3)
print(list(c))
print(list(c))
for a, b in zip(c, Countdown(5)):
    print(a, b)


class Tree:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)

    def __iter__(self):
        yield self.value
        for child in self.children:
            yield from child

    def leaves(self):
        if not self.children:
            yield self.value
        for child in self.children:
            yield from child.leaves()

    def walk(self, depth=0):
        yield depth, self.value
        for child in self.children:
            yield from child.walk(depth + 1)


t = Tree("root", [Tree("a", [Tree("a1"), Tree("a2")]), Tree("b"), Tree("c", [Tree("c1")])])
print(list(t))
print(list(t.leaves()))
for depth, value in t.walk():
    print("  " * depth + value)
print("a2" in t, "zz" in t)
print(sorted(t, reverse=True)[:3])


class Range2D:
    def __init__(self, w, h):
        self.w, self.h = w, h

    def __iter__(self):
        return ((x, y) for y in range(self.h) for x in range(self.w))


print(list(Range2D(3, 2)))
