print([1, 2, 3][True], [1, 2, 3][False], "ab"[True], True * "ab", False * [1], {True: "t"}[1], round(True), divmod(True, 2))
print(str(True), repr(True), str(True + False), max([False, True]), sorted([True, False, True]))
