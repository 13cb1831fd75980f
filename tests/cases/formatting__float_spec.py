x = 12345.6789
for spec in ["", "f", ".2f", "10.1f", "<12.3f", "^12.2f", "e", ".3e", "E", "g", ".3g", "G", ".10g", "%", ".1%", ",.2f", "_.3f", "+.2f", " .2f", "012.2f", "#.0f", ".0f", "n", "z.1f", "=+12.2f", ".3"]:
    print(repr(spec), "[" + format(x, spec) + "]", "[" + format(-x, spec) + "]")
for v in [0.0, -0.0, 1e-10, 1e16, 123456789.0, float("inf"), float("nan"), -float("inf"), 0.5, 2.5, 1e100]:
    print(format(v, ""), format(v, "g"), format(v, ".2f"), format(v, "e"), format(v, "10.3"), format(v, "z.1f"))
