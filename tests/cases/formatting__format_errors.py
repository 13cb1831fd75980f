tests = [(1, "s"), (1.5, "d"), ("s", "f"), (1, ".2"), (1, "z"), ([1], ">5"), (None, "d"), (1.5, "c"), (1, "=<5"), (1, "+c")]
for v, spec in tests:
    try:
        print(repr(format(v, spec)))
    except (ValueError, TypeError) as e:
        print(repr(v), repr(spec), repr(e))
print(format([1], ""), format(None, ""), format(1, ".2f"), format(True, ".1f"))
