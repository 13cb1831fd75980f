import operator

inventory = {"apples": 3, "pears": 0}
operator.setitem(inventory, "plums", 7)
operator.delitem(inventory, "pears")
print(inventory, operator.getitem(inventory, "plums"), operator.contains(inventory, "apples"), operator.contains(inventory, "pears"))
grid = [[0] * 3 for _ in range(2)]
operator.setitem(grid[1], 2, 9)
operator.setitem(grid, slice(0, 1), [[5, 5, 5]])
print(grid, operator.getitem(grid, -1), operator.getitem("abcdef", slice(1, 5, 2)))
seq = [1, 2, 1.0, True, 3, 1, "1"]
print(operator.countOf(seq, 1), operator.countOf("mississippi", "s"), operator.countOf((x % 3 for x in range(10)), 0))
print(operator.indexOf(seq, 3), operator.indexOf("hello", "l"), operator.indexOf(iter([5, 6, 7]), 7), operator.indexOf([0, 1.0], True))
nan = float("nan")
print(operator.countOf([nan, nan], nan), operator.indexOf([1, nan], nan), operator.contains([nan], nan))
print(operator.contains("haystack", "st"), operator.contains(range(10), 5), operator.contains({1, 2}, 3))
print(operator.length_hint([1, 2, 3]), operator.length_hint(iter([1, 2, 3])), operator.length_hint(iter(range(10))), operator.length_hint(iter("abc")))
it = iter([1, 2, 3, 4])
next(it)
print(operator.length_hint(it), operator.length_hint(iter({1: 2, 3: 4})), operator.length_hint(reversed([1, 2, 3])), operator.length_hint(5), operator.length_hint(5, 7))
print(operator.length_hint((x for x in [1]), 4), operator.length_hint(iter([]), 4), operator.length_hint(map(str, [1]), 9))


class Hinted:
    def __length_hint__(self):
        return 12


class Sized:
    def __len__(self):
        return 4


print(operator.length_hint(Hinted()), operator.length_hint(Sized()), operator.length_hint(Hinted(), 2))
for call in [lambda: operator.indexOf([1, 2], 3), lambda: operator.countOf(5, 3), lambda: operator.indexOf(None, 1), lambda: operator.contains(5, 3),
             lambda: operator.getitem([1], 5), lambda: operator.delitem({}, "k"), lambda: operator.concat(1, 2), lambda: operator.concat([1], (2,)),
             lambda: operator.length_hint([1], "a"), lambda: operator.length_hint()]:
    try:
        call()
    except (ValueError, TypeError, IndexError, KeyError) as exc:
        print(repr(exc))
