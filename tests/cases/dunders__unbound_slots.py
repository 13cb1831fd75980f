# Protocol methods read through the type take the value as their first argument.
class P:
    pass


p, q = P(), P()
print(int.__add__(1, 2), float.__mul__(1.5, 2.0), str.__len__("abcd"), list.__getitem__([5, 6], 1))
print(object.__eq__(p, p), object.__eq__(p, q), object.__ne__(p, q), P.__eq__(p, p), P.__lt__(p, q))
print(dict.__getitem__({"k": 1}, "k"), tuple.__contains__((1, 2), 2), int.__neg__(3))
print(P.__hash__(p) == hash(p), object.__str__(p) == repr(p), P.__format__(p, "") == str(p))
print(list.__hash__, set.__hash__, dict.__hash__, int.__hash__(7))
