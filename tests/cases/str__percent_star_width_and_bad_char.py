# A `*` width or precision takes an int: a negative width left-justifies, a negative
# precision is 0, sizes past C's are OverflowError; an unsupported format character outside
# printable ASCII is shown as '?'.


def show(fmt, args):
    try:
        print(repr(fmt % args))
    except Exception as e:
        print(type(e).__name__, e)


show("%*s|", (-5, "ab"))
show("%-*s|", (5, "ab"))
show("%*s|", (True, "ab"))
show("%*.*s|", (6, -2, "abc"))
show("%.*f", (2, 3.14159))
show("%*s", (1.5, "x"))
show("%.*s", ("2", "x"))
show("%.*s", (2**70, "x"))
show("%.*f", (2**40, 1.0))
show("%*s", (2**70, "x"))
show(b"%*b|", (-5, b"ab"))
show(b"%*.*b|", (5, 2, b"abc"))
show("%.1\u1032f", 1 / 3)
show("%\x1fd", 1)
show("%y", 1)
show("%%.%df" % (2**64), 3.2)
show("%%.%df" % (2**31), 3.2)
show("%%%df" % (2**64), 3.2)
show("%.f|%.0f|%.3f", (2.5, 3.5, 1.0))
