# round() with extreme `ndigits`: a float keeps its value past 323 digits and becomes a signed
# zero before -308 (ndigits of any size, clamped as PyNumber_AsSsize_t does), a rounding that
# overflows is an OverflowError, and an int rounded to more digits than it has becomes 0.
def show(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


show("huge+", lambda: round(1.5, 10**30))
show("huge-", lambda: round(1.5, -(10**30)))
show("huge- neg", lambda: round(-1.5, -(10**30)))
show("int huge+", lambda: round(123, 10**30))
show("bool huge+", lambda: round(True, 10**30))
show("overflow", lambda: round(1.6e308, -308))
show("overflow neg", lambda: round(-1.7e308, -308))
show("max -307", lambda: round(1.7976931348623157e308, -307))
show("max -308", lambda: round(1.7976931348623157e308, -308))
show("small -308", lambda: round(4.9e307, -308))
show("small -309", lambda: round(9e307, -309))
for nd in (300, 310, 320, 322, 323, 324, 325, 400):
    show(f"tiny {nd}", lambda: round(5e-324, nd))
    show(f"tiny2 {nd}", lambda: round(1.2345e-310, nd))
    show(f"tiny3 {nd}", lambda: round(-2.5e-323, nd))
for x in (2.5, 3.5, 25.0, 35.0, 0.125, 0.375, 2.675, 1e22, 123456789.0, 5e15 + 5, 1.5e300):
    for nd in (-300, -22, -16, -15, -2, -1, 0, 1, 2, 3, 17):
        print(x, nd, repr(round(x, nd)), repr(round(-x, nd)))
show("int -5000", lambda: round(10**4000 + 7, -5000))
show("int -4001", lambda: round(6 * 10**4000, -4001))
show("int -4001b", lambda: round(4 * 10**4000, -4001))
show("int -4000", lambda: round(5 * 10**3999 + 1, -4000) == 10**4000)
show("neg int", lambda: round(-15, -1))
