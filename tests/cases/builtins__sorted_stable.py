people = [("ann", 30), ("bob", 25), ("cid", 30), ("dee", 25), ("eve", 35), ("fay", 30)]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: p[1], reverse=True))
print(sorted(people, reverse=True))
print(sorted("Banana"), sorted("Banana", key=str.lower), sorted([], reverse=True), sorted({3: 1, 1: 2}), sorted((2, 1), key=None))
print(sorted([1.5, 1, True, 0.5]), sorted(["b", "a"], key=len, reverse=True))
try:
    sorted([1, 2], lambda x: x)
except TypeError as e:
    print(repr(e))
