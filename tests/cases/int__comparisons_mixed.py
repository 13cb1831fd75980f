big = 2**53 + 1
print(big == float(big), big > float(2**53), float(big) == 2**53)
print(10**400 > 1e308, -10**400 < -1e308, 10**400 < float("inf"))
print(1 == 1.0, 1 < 1.5, 2 > 1.9999999, 0 == -0.0, 3 == 3 + 0j)
print(sorted([3, 1.5, True, 2**70, -2, 0.0, False]))
print(max(1, 1.0), min(1.0, 1), max(2, 2.0, key=float))
print(hash(1) == hash(1.0) == hash(True), hash(2**61 - 1), hash(-1), hash(2**61), hash(-2**64))
print(float("nan") == float("nan"), 5 < float("nan"), 5 != float("nan"))
