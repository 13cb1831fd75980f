vals = [1.0, 1e16, 1.5e16, 12345678.9, 0.000123, 1e-7, 123e300, -4.0e-4]
for v in vals:
    print(str(v), "%s" % v, "%r" % v, f"{v}", format(v), format(v, ""), format(v, "g"), format(v, ".3"))
print(str(1.0 * 10**15), str(1.0 * 10**16), int(1e16), float(str(0.1)))
