for s in ["1.5", " -2.25 ", "1e3", "1E-3", ".5", "5.", "inf", "-Infinity", "nan", "+NaN", "1_000.5", "0x10" if False else "10", "  3  ", "1e500", "-1e500", "1e-400"]:
    print(repr(s), float(s))
print(float(7), float(True), float(-(2**60)), float(10**20))
for bad in ["", "abc", "1.2.3", "1__0", "_1", "1e", "0x1p3", " "]:
    try:
        float(bad)
    except ValueError as e:
        print(repr(e))
try:
    float(10**400)
except OverflowError as e:
    print(repr(e))
try:
    float([1])
except TypeError as e:
    print(repr(e))
