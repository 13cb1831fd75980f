xs = [4, 1, 7, 3, 9, 2]
print(len(xs), sum(xs), min(xs), max(xs), sorted(xs), list(reversed(xs)), any(x > 8 for x in xs), all(x > 0 for x in xs))
print(list(enumerate(xs, 1))[:3], list(zip(xs, xs[1:])), list(map(str, xs)), list(filter(lambda x: x % 2, xs)))
print(list("abc"), list(range(3)), list((1, 2)), list({"a": 1, "b": 2}), list(x * x for x in xs))
