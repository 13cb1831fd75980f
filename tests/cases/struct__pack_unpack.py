# struct: integers, floats (bit-exact, half/single rounding), strings, byte orders,
# native alignment, Struct objects and the errors.
import struct
import math

print(struct.pack("<hHiIqQ?c", -2, 65535, -7, 7, -1, 2**64 - 1, True, b"x").hex())
print(struct.pack(">hHiI", -2, 65535, -7, 7).hex(), struct.pack("!d", 1.5).hex())
print(struct.calcsize("@bhiq"), struct.calcsize("=bhiq"), struct.calcsize("3s2xi"), struct.calcsize("<5p"))
print(struct.pack("@bi", 1, 2).hex(), struct.pack("=bi", 1, 2).hex())
for v in [0.0, -0.0, 1.0, -2.5, 0.1, 1e300, 5e-324, 2.2250738585072014e-308, math.inf, -math.inf,
          3.4028234663852886e+38, 1e-45, 6.1e-5, 65504.0, 1.5e-7, 1 / 3]:
    row = []
    for code in "def":
        try:
            packed = struct.pack("<" + code, v)
            row.append(f"{packed.hex()}={struct.unpack('<' + code, packed)[0]!r}")
        except OverflowError as e:
            row.append(f"OverflowError({e})")
    print(repr(v), " ".join(row))
nan = struct.unpack("<d", struct.pack("<d", math.nan))[0]
print(struct.pack(">d", math.nan).hex(), math.isnan(nan))
print(struct.unpack("<2h3s?", b"\x01\x00\xff\xffabc\x02"))
print(struct.pack("5p", b"ab").hex(), struct.unpack("5p", struct.pack("5p", b"abcdefg")))
print(struct.pack("3s", b"abcdef"), struct.pack("3s", b"a"))
s = struct.Struct("<qd")
print(s.size, s.format, s.unpack(s.pack(5, 2.5)), s.unpack_from(b"\0" * 3 + s.pack(-1, -1.0), 3))
print(list(struct.iter_unpack("<h", b"\x01\x00\x02\x00\x03\x00")))
buf = bytearray(8)
struct.pack_into("<HH", buf, 2, 258, 772)
print(buf.hex(), struct.unpack("<q", struct.pack("<d", 1.0)))
for fmt, v in [("b", 200), ("B", -1), ("h", 40000), ("<H", -1), ("<i", 2**31), ("q", 2**63),
               ("<Q", -1), ("<I", -1), ("I", 2**32), ("i", "x"), ("d", "x"), ("c", b"ab"), ("3s", "abc")]:
    try:
        struct.pack(fmt, v)
    except struct.error as e:
        print(fmt, e)
for bad in [lambda: struct.unpack("<i", b"abc"), lambda: struct.pack("<ii", 1),
            lambda: struct.calcsize("z"), lambda: struct.pack("<e", 1e6), lambda: struct.pack("<f", 1e39)]:
    try:
        bad()
    except (struct.error, OverflowError) as e:
        print(isinstance(e, struct.error), e)
