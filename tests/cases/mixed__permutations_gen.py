def permutations(items):
    if len(items) <= 1:
        yield list(items)
        return
    for i, item in enumerate(items):
        for rest in permutations(items[:i] + items[i + 1:]):
            yield [item] + rest


def combinations(items, k):
    if k == 0:
        yield []
        return
    for i in range(len(items) - k + 1):
        for tail in combinations(items[i + 1:], k - 1):
            yield [items[i]] + tail


def product(*pools):
    result = [[]]
    for pool in pools:
        result = [r + [p] for r in result for p in pool]
    yield from result


def powerset(items):
    for k in range(len(items) + 1):
        yield from combinations(items, k)


print(["".join(p) for p in permutations("abc")])
print(sum(1 for _ in permutations(list(range(6)))))
print(list(combinations([1, 2, 3, 4], 2)))
print(["".join(c) for c in combinations("abcde", 3)])
print(list(product("ab", [0, 1], "x")))
print(list(powerset(["x", "y", "z"])))

target = 10
coins = [1, 2, 3, 5, 7]
print([c for k in range(1, 4) for c in combinations(coins, k) if sum(c) == target])

words = ["stop", "pots", "tops", "spot", "post", "opts"]
perms = {"".join(p) for p in permutations("stop")}
print(len(perms), sorted(w for w in words if w in perms))
gen = permutations([1, 2, 3])
print(next(gen), next(gen))
print(list(gen))
