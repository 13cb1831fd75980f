# ChainMap calls a subclass's __missing__; copy.copy of a UserList keeps its attributes.
import copy
from collections import ChainMap, UserList


class DefaultChainMap(ChainMap):
    def __missing__(self, key):
        return 999


d = DefaultChainMap(dict(a=1, b=2), dict(b=20, c=30))
print([d[k] for k in "abcd"], [d.get(k, 77) for k in "abcd"], ["d" in d, "a" in d])
print(d.pop("a", 1001), d.pop("a", 1002), d.popitem())
try:
    ChainMap({})["x"]
except KeyError as e:
    print("KeyError", e)

u = UserList([1, 2])
u.test = [1234]
v = copy.copy(u)
print(v, type(v).__name__, v.test, v.test is u.test, v.data is u.data)
v.append(3)
print(u, v)


class Sub(UserList):
    pass


s = Sub("ab")
s.tag = "t"
c = copy.copy(s)
print(type(c).__name__, c, c.tag, s.copy(), type(s.copy()).__name__)
