# Sorting by int keys and by str keys (a native fast path) must keep CPython's order:
# stability for equal keys, with and without reverse, and non-ASCII strings.
import json

recs = [(i * 7 % 5, "k%d" % (i % 4), i) for i in range(30)]
print(sorted(recs, key=lambda r: r[0]))
print(sorted(recs, key=lambda r: r[0], reverse=True))
print(sorted(recs, key=lambda r: r[1]))
print(sorted(recs, key=lambda r: r[1], reverse=True))
print(sorted([3, -1, 2, 2, 0, -(2 ** 62), 2 ** 62]))
words = ["éclair", "zebra", "Zebra", "apple", "", "äpfel", "日本", "a", "ab", "\U0001f600", "z\x00"]
print(sorted(words))
print(sorted(words, reverse=True))
print(sorted(words, key=len))
print(sorted(words, key=len, reverse=True))
# Mixed keys take the general path: ints with bools, ints with big ints and floats.
print(sorted([3, True, 0, False, 2]))
print(sorted([2 ** 70, 5, -(2 ** 70), 1.5]))
lst = [5, 1, 4, 1, 5, 9, 2, 6]
lst.sort(reverse=True)
print(lst)
print(sorted([]), sorted(["x"]), sorted([1]))
print(json.dumps({"b": 1, "a": 2, "é": 3, "A": 4}, sort_keys=True))
try:
    sorted(["a", 1])
except TypeError as e:
    print("TypeError", e)
try:
    sorted([1, "a"])
except TypeError as e:
    print("TypeError", e)
class K:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v < o.v
    def __repr__(self):
        return "K(%r)" % self.v
print(sorted([K(3), K(1), K(2)]))
result = sorted(range(100, 0, -3), key=lambda x: -x)[:5]
