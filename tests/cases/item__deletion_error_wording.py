# CPython words a refused `del x[k]` "doesn't support item deletion" when a type with sequence
# slots (every class of the program's, str, tuple, bytes, range, set) is given an index, and
# "does not support item deletion" otherwise.


class X:
    def __getitem__(self, k):
        return k


class Y:
    pass


class Idx:
    def __index__(self):
        return 0


for o in [X(), Y(), (1,), "s", b"b", range(3), {1}, frozenset(), 5, 1.5, None]:
    for key in [0, True, Idx(), "k", 1.5, None]:
        try:
            del o[key]
        except TypeError as e:
            print(type(o).__name__, type(key).__name__, e)


# A class defining only one of __setitem__ and __delitem__ has CPython's shared assignment
# slot, which fails with an AttributeError naming the other.
class SetOnly:
    def __setitem__(self, k, v):
        print("set", k, v)


class DelOnly:
    def __delitem__(self, k):
        print("del", k)


s, d = SetOnly(), DelOnly()
s[0] = 1
del d[0]
for action in [lambda: s.__delitem__(0), lambda: d.__setitem__(0, 1)]:
    try:
        action()
    except AttributeError as e:
        print("AttributeError:", e)
try:
    del s["k"]
except AttributeError as e:
    print("AttributeError:", e)
try:
    d["k"] = 1
except AttributeError as e:
    print("AttributeError:", e)
