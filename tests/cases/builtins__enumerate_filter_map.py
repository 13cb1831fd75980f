print(list(enumerate("abc")), list(enumerate("abc", 10)), list(enumerate([], 1)), list(enumerate("ab", start=-1)))
print(list(filter(None, [0, 1, "", "a", None, [], [0]])), list(filter(str.isdigit, "a1b2c3")), list(filter(lambda x: x > 2, range(6))))
print(list(map(abs, [-1, 2, -3])), list(map(pow, [2, 3], [3, 2])), list(map(lambda a, b, c: a + b + c, "ab", "cd", "efg")), list(map(str.upper, ["x"])))
m = map(int, ["1", "2", "x"])
print(next(m), next(m))
try:
    next(m)
except ValueError as e:
    print(repr(e))
