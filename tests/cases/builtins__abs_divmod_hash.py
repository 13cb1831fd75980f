print(abs(-5), abs(5), abs(-2.5), abs(-0.0), abs(3 + 4j), abs(True), abs(-(10**30)))
print(divmod(17, 5), divmod(-17, 5), divmod(17, -5), divmod(17.5, 5), divmod(-17.5, 5), divmod(10**20, 7))
print(hash(0), hash(1), hash(-1), hash(-2), hash(10**20), hash(2**61 - 1), hash(2**61), hash(-(2**61)), hash(True), hash(12345))
for bad in [lambda: abs("x"), lambda: divmod(1, 0), lambda: divmod("a", 1), lambda: hash([])]:
    try:
        print(bad())
    except (TypeError, ZeroDivisionError) as e:
        print(repr(e))
