s = {1, 2}
for f in [lambda: s | "ab", lambda: s & [1], lambda: s - (1,), lambda: s ^ 1, lambda: s <= [1, 2], lambda: s.union(5), lambda: s.issubset(3)]:
    try:
        print(sorted(f()) if not isinstance(f(), bool) else f())
    except TypeError as e:
        print(repr(e))
