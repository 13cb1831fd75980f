class Idx:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
class Intish:
    def __int__(self):
        return 42
print(int(Intish()), hex(Idx(255)), bin(Idx(5)), [10, 20, 30][Idx(1)], int())
print(int(-0.5), int(1e20), int(2.5e-3))
for bad in [float("inf"), float("nan")]:
    try:
        int(bad)
    except (OverflowError, ValueError) as e:
        print(repr(e))
for bad in ["1.5", "abc", None, [1]]:
    try:
        int(bad)
    except (TypeError, ValueError) as e:
        print(repr(e))
print(isinstance(True, int), str(5))
