# UserDict and UserString: CPython's wrappers over a dict or a str kept in `.data`.
import copy
from collections import UserDict, UserString
from collections.abc import Mapping, MutableMapping, Sequence

d = UserDict({"a": 1}, b=2)
print(d, len(d), d["a"], d.get("z", 0), "b" in d, sorted(d))
d["c"] = 3
del d["a"]
print(d, isinstance(d, MutableMapping), isinstance(d, Mapping), isinstance(d, dict))
print(d | {"x": 9}, {"y": 8} | d, type(d | d).__name__)
d |= {"z": 26}
print(d, d.pop("z"), d.setdefault("q", 5), d)
print(UserDict.fromkeys("ab", 0), d == {"b": 2, "c": 3, "q": 5})
try:
    d["missing"]
except KeyError as e:
    print("KeyError", e)


class WithMissing(UserDict):
    def __missing__(self, key):
        return key * 2


m = WithMissing()
print(m["ab"], "ab" in m)


class Tagged(UserDict):
    pass


t = Tagged({"k": [1]})
t.tag = "original"
c = copy.copy(t)
print(type(c).__name__, c, c.tag, c.data is t.data, c["k"] is t["k"])
c2 = t.copy()
c2["new"] = 1
print(type(c2).__name__, c2, t)

s = UserString("Hello")
print(s, repr(s), len(s), s[1], s[1:3], type(s[1:3]).__name__, isinstance(s, Sequence))
print(s + "!", "<" + s, s * 2, s.upper(), s.lower().center(9, "*"), s.find("l"), s.count("l"))
print(s == "Hello", s < "World", "ell" in s, s.startswith("He"), s.split("l"), s.replace("l", "L"))
print(int(UserString("42")) + 1, float(UserString("1.5")), hash(s) == hash("Hello"))
print(UserString("%s-%d") % ("a", 1), s.join(["1", "2"]), s.encode(), s.isalpha(), s.zfill(8))
