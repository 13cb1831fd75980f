# set.add hashes its item once, whether or not an equal element is already there, and keeps
# the element it holds.
class K:
    def __init__(self, tag):
        self.tag = tag

    def __hash__(self):
        print("hash", self.tag)
        return 1

    def __eq__(self, other):
        print("eq", self.tag, other.tag)
        return isinstance(other, K)


s = set()
a, b = K("a"), K("b")
s.add(a)
s.add(a)
s.add(b)
print(len(s), [k.tag for k in s])
t = {"x", "y"}
t.add("x")
t.add("z")
print(sorted(t))
