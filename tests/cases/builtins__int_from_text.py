# int() of text: the short decimal forms (a fast path) and their neighbours (the general parser).
texts = ["0", "-0", "+5", "000123", "-000", "7", "123456789012345678", "999999999999999999",
         "1234567890123456789", "-9223372036854775808", "9223372036854775808", " 12 ", "\t-3\n",
         "1_000", "1__0", "_1", "", "-", "+", "--1", "+-1", "12a", "0x1f", "١٢٣", "1.0", "1e3"]
for t in texts:
    try:
        v = int(t)
        print(repr(t), v, type(v) is int)
    except ValueError as e:
        print(repr(t), "ValueError", e)
print(int("42", 10), int("-42", base=10), int("077", 8), int("12", 0))
print(sum(int(str(i)) for i in range(-500, 500)))
