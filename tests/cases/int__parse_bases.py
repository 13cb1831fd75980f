cases = [("ff", 16), ("0xff", 16), ("0xFF", 0), ("0o17", 0), ("0b1011", 0), ("  42  ", 10), ("-0x1a", 0),
         ("z", 36), ("ZZ", 36), ("1_000_000", 10), ("0_7", 8), ("101", 2), ("+77", 8), ("10", 3), ("\t-12\n", 10), ("0", 0), ("00", 0)]
for s, base in cases:
    print(repr(s), base, int(s, base))
print(int("123"), int(" -9 "), int(3.99), int(-3.99), int(True), int("1" * 30))
print(int("111", base=2))
for s, base in [("12", 2), ("0x", 16), ("1__0", 10), ("_1", 10), ("08", 0), ("", 10), ("9", 37)]:
    try:
        print(int(s, base))
    except ValueError as e:
        print("ValueError:", e)
