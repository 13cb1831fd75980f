data = [3, 7, 1, 9, 4]
print([x > 3 for x in data], list(map(bool, [0, 1, 2])), list(filter(None, [0, 1, False, True, "", "a"])))
print(sorted(data, key=lambda x: (x % 2 == 0, x)))
print(True == (1 == 1) == True, (True is not False), None is None, [] is not [])
a = b = [1]
print(a is b, a == [1], a is [1], 0 is not None)
print(sum(x % 2 == 1 for x in data), max(data, key=lambda v: v > 5))
