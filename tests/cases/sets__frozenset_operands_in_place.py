# Frozensets read in place as operands: membership (a set looked up as a frozenset), the
# order tests with CPython's size shortcut, and a key whose __eq__ runs program code.
fs = frozenset(range(50))
print(3 in fs, 50 in fs, "a" in fs)
nested = frozenset([frozenset({1, 2}), frozenset()])
print({1, 2} in nested, set() in nested, {3} in nested)
small = frozenset({1, 2})
print(small <= fs, small < fs, fs >= small, fs > small, fs <= small, fs < fs, fs <= fs)
print(set(small) <= fs, small <= set(fs), small >= {1}, small > {1, 2})
print(sorted(fs - small)[:3], len(fs & {1, 2, 99}), len({1, 2, 99} & fs), sorted(small & fs))
print(fs == frozenset(range(50)), small == {1, 2}, small != {1})

calls = []


class K:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, other):
        calls.append(self.v)
        return isinstance(other, K) and self.v == other.v


ks = frozenset([K(1), K(2)])
print(K(1) in ks, K(3) in ks, frozenset([K(1)]) <= ks, calls)
# The size shortcut: a bigger set is never a subset, and no __eq__ runs to find it.
calls.clear()
print(frozenset([K(1), K(2), K(3)]) <= frozenset([K(1), K(2)]), calls)
try:
    [] in fs
except TypeError as e:
    print("TypeError", e)
