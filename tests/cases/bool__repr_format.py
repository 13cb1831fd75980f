for b in [True, False]:
    print(repr(b), str(b), format(b), format(b, "d"), format(b, "5"), format(b, "<6"), format(b, "x"), format(b, ".1f"), format(b, "b"))
    print("{} {!r} {:>7} {:d}".format(b, b, b, b), "%s %r %d %i %x %5.2f" % (b, b, b, b, b, b))
print([True, False], (True,), {"k": False})
