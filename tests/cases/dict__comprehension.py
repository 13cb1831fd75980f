squares = {n: n * n for n in range(6)}
print(squares, {v: k for k, v in squares.items() if k % 2}, {c: "word".count(c) for c in "word"})
words = ["apple", "avocado", "banana", "blueberry", "cherry"]
by_first = {}
for w in words:
    by_first.setdefault(w[0], []).append(w)
print(by_first, {k: len(v) for k, v in by_first.items()}, max(by_first, key=lambda k: len(by_first[k])))
print(dict(sorted({"b": 1, "a": 2}.items())), sum({1: 10, 2: 20}.values()), sorted({3: 0, 1: 0}))
