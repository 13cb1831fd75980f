print("%s %d %i %f %.2f %e %g %x %X %o %c %r %%" % ("s", 42, -7, 3.14159, 2.71828, 12345.678, 0.0001, 255, 255, 8, "A", "q"))
print("%5s|%-5s|%05d|%+d|% d|%#x|%#o|%.3s|%*d|%-*d|%.*f" % ("ab", "cd", 42, 5, 5, 255, 8, "abcdef", 4, 7, 4, 7, 2, 3.14159))
print("%(name)s is %(age)d" % {"name": "ann", "age": 30}, "%s" % [1, 2], "%s" % (("t",),), "%d%%" % 50, "%c" % 9731)
print("%.0f %.0f %.0f %10.4e %-10.2g| %G" % (0.5, 1.5, 2.5, 123.456, 0.000012345, 1e-20))
for fmt, args in [("%d", "x"), ("%s %s", ("a",)), ("%s", ("a", "b")), ("%z", (1,)), ("%(k)s", {"j": 1}), ("%c", ("ab",)), ("%d", (1.5,))]:
    try:
        print(fmt % args)
    except (TypeError, ValueError, KeyError) as e:
        print(repr(e))
