words = "the quick brown fox jumps over the lazy dog and the cat".split()
checks = {
    "long": [len(w) > 3 for w in words],
    "has_o": ["o" in w for w in words],
    "starts_t": [w.startswith("t") for w in words],
}
for name in sorted(checks):
    flags = checks[name]
    print(f"{name:10} {sum(flags):2d} {any(flags)!s:5} {all(flags)!s:5} {flags.count(True)} {flags.index(False) if False in flags else -1}")
both = [a and b for a, b in zip(checks["long"], checks["has_o"])]
print(sum(both), [w for w, f in zip(words, both) if f])
print(all([]), any([]), all(x for x in [1, 2, 0]), any(x > 5 for x in range(10)))
