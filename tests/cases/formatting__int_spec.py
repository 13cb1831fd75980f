n = 1234567
for spec in ["", "d", "10d", "<10", "^10", ">10", "*^12", "+", " ", "-", "010", "+010", ",", "_", "_x", "_b", "#x", "#X", "#o", "#b", "x", "o", "c" if False else "e", ".2f", "%", "g", "n", "=+12", "08,d", "z" if False else "12_d"]:
    print(repr(spec), "[" + format(n, spec) + "]", "[" + format(-n, spec) + "]")
print(format(65, "c"), format(0, "#x"), format(255, "#010b"), format(-255, "#010x"), format(10**20, ","), format(5, "=6"))
