tests = [lambda: True / False, lambda: True % False, lambda: True // False, lambda: True < "a", lambda: True + "x", lambda: len(True), lambda: True[0], lambda: iter(False)]
for t in tests:
    try:
        print(t())
    except Exception as e:
        print(repr(e))
print(True << 3, True >> 1, -False, abs(True), divmod(True, True), pow(True, 10))
