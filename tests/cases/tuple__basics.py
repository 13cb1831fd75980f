t = (3, 1, 4, 1, 5, 9, 2, 6)
print(t, len(t), t[2], t[-1], t[1:4], t[::-2], t.count(1), t.index(4), t.index(1, 2), 9 in t, t + (0,), t * 2, (1,) * 0)
print((), (1,), tuple(), tuple("ab"), tuple([1, 2]), tuple(range(3)), tuple(x for x in "xy"), ((1, 2),), (((),),))
print(min(t), max(t), sum(t), sorted(t), tuple(sorted(t)), tuple(reversed(t)))
