print(1 == 1.0, 2 < 2.5, 3 >= 3.0)
print(0.1 + 0.2 > 0.3, 10 ** 16 == 1e16, 10 ** 16 + 1 == 1e16, 2 ** 53 + 1 == float(2 ** 53 + 1))
print(float("nan") == float("nan"), float("nan") != float("nan"), float("inf") > 10 ** 300)
print(max(1, 2.0, 1.5), min(3, 2.0, 2), max([1.0, 1]), min([1, 1.0]))
print(sorted([3, 1.5, 2, -0.5, 2.0, True, False]))
print(True + True, True * 10, False - 1, sum([True, True, False]), True / 2)
print(True == 1, False == 0, True == 1.0)
print(int(True) + float(False), -True, ~True, True & False, True | False, True ^ True)
print(isinstance(True, int), isinstance(1, bool), isinstance(1.0, int), isinstance(1, float))
print(bool(0), bool(0.0), bool(-1), bool(""), bool(" "), bool([]), bool({}), bool(None))
print(1 < 2.0 < 3 < 3.5, -1 < -0.5 < 0 == -0.0)
counts = {1: "int key"}
counts[1.0] = "float key overwrites"
counts[True] = "bool key overwrites too"
print(counts)
