print(chr(97), chr(0x263A), chr(0), repr(chr(10)), ord("a"), ord("€"), ord("😀"), ord(b"a"), ord(bytearray(b"z")))
print(ascii("abc"), ascii("é"), ascii("😀"), ascii([1, "ü"]), ascii("\n"), ascii(b"\xff"), ascii({"k": "ñ"}))
print(bin(10), bin(-10), oct(64), oct(-8), hex(255), hex(-255), hex(0), bin(0), oct(0))
for bad in [lambda: chr(-1), lambda: chr(0x110000), lambda: ord("ab"), lambda: ord(""), lambda: chr("a"), lambda: hex(1.5), lambda: bin("1")]:
    try:
        print(bad())
    except (TypeError, ValueError) as e:
        print(repr(e))
