for s in ["42", "-17", "+8", " 99 ", "0", "007", "1_000_000"]:
    print(repr(s), "->", int(s))
for s, base in [("ff", 16), ("FF", 16), ("0xff", 16), ("0b1010", 0), ("0o17", 0), ("z", 36), ("101", 2)]:
    print(s, base, int(s, base))
print(str(255), hex(255), oct(255), bin(255))
print(chr(65), chr(0x263A), ord("a"), ord("€"))
print(int(2.999), int(-2.999), int(1e10), round(2.999), round(-2.5))
print(float(3), float("3.25"), str(3.0), str(-0.5), str(1e-10))
print(divmod(100, 7), pow(2, 10), pow(2, 10, 1000), abs(-7))
for bad in ["4.5", "", "abc", "1 2"]:
    try:
        int(bad)
    except ValueError as e:
        print("ValueError", e)
try:
    float("x1")
except ValueError as e:
    print("ValueError", e)
