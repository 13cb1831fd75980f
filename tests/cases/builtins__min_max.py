print(min(3, 1, 2), max(3, 1, 2), min([4, 2, 8]), max("hello"), min("b", "a", "c"), max([1, 5], [1, 6]))
print(min([], default=None), max([], default="empty"), min([5], default=0), max((x for x in []), default=-1))
words = ["pear", "fig", "banana", "kiwi", "plum"]
print(min(words, key=len), max(words, key=len), max(words, key=lambda w: w[-1]), min(words, key=len, default="x"))
print(max([1, 3, 3, 2], key=lambda x: x), max([(1, "a"), (1, "b")], key=lambda t: t[0]), min([(2, "a"), (2, "b")], key=lambda t: t[0]))
for call in [lambda: min([]), lambda: max(), lambda: min(1), lambda: max(1, 2, default=0), lambda: min([1, "a"])]:
    try:
        print(call())
    except (ValueError, TypeError) as e:
        print(repr(e))
