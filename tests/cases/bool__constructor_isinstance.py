print(bool(), bool(0), bool("False"), bool([False]), bool(0.0), bool(-1))
print(isinstance(True, int), isinstance(True, bool), isinstance(1, bool), issubclass(bool, int), issubclass(int, bool))
print([type(x) is bool for x in [True, 1, 0 == 0, bool(5), None]])
try:
    class MyBool(bool):
        pass
except TypeError as e:
    print(repr(e))
print(max(True, 2), min(False, -1), sorted([True, 0, False, 1, -1]))
print(True in [1], 1 in [True], {True: "a", 1: "b"}, {1: "x", True: "y"})
