import unicodedata

for ch in "aZ1٣א؀ب+-.,/ (\n\t\u200e\u200f\u202a\u202c\u2066\u2069\u0301€%°":
    print(f"U+{ord(ch):04X}", repr(unicodedata.bidirectional(ch)), unicodedata.mirrored(ch), unicodedata.combining(ch))

def has_rtl(s):
    return any(unicodedata.bidirectional(ch) in ("R", "AL", "RLE", "RLO", "RLI") for ch in s)

for s in ["hello", "שלום world", "مرحبا", "1 + 2 = 3", "(abc) [x] {y} <z> «q»"]:
    mirrored = "".join(ch for ch in s if unicodedata.mirrored(ch))
    print(ascii(s), has_rtl(s), ascii(mirrored))
print(unicodedata.bidirectional("\u0378"), unicodedata.combining("\u0378"), unicodedata.mirrored("\u0378"))
print(sorted({unicodedata.bidirectional(chr(c)) for c in range(0, 0x800)}))
