print(all([]), all([1, 2]), all([1, 0]), any([]), any([0, None, 3]), any(x > 3 for x in range(3)), all("abc"), any(""))
print(sum([]), sum([1, 2, 3]), sum([1, 2], 10), sum([0.1] * 3), sum([[1], [2]], []), sum(((1,), (2,)), ()), sum(range(5), start=100), sum([True, True]))
print(len(""), len("abc"), len([1]), len((1, 2)), len({1: 2}), len({1, 2, 2}), len(range(0, 10, 3)), len(b"ab"))
for bad in [lambda: sum(["a", "b"], ""), lambda: sum([1, "a"]), lambda: len(5), lambda: all(5)]:
    try:
        print(bad())
    except TypeError as e:
        print(repr(e))
