order = []


def src(name, n):
    order.append(f"src {name}")
    return range(n)


result = [(a, b) for a in src("outer", 2) for b in src("inner", 2)]
print(result)
print(order)

order.clear()
ge = ((a, b) for a in src("outer", 2) for b in src("inner", 3))
print(order)
print(next(ge))
print(order)

nums = [5, 3, 8]
print([n for n in sorted(nums)])
print([n for n in reversed(nums)])
print({i: n for i, n in enumerate(nums, start=1)})
print(["-".join(p) for p in zip("abc", "xyz")])
print([x for x in "hello" if x not in "aeiou"])
