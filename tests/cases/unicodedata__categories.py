import unicodedata
from collections import Counter

text = "Hello, Wörld! 123 ½ Ω≈∑ — «quoted» 中文字 한국어 العربية עברית 😀 \t\n\u0301\u00ad\ue000"
cats = Counter(unicodedata.category(ch) for ch in text)
for cat, n in sorted(cats.items()):
    print(cat, n)

groups = {}
for ch in text:
    groups.setdefault(unicodedata.category(ch)[0], []).append(ch)
for major in sorted(groups):
    print(major, ascii("".join(groups[major])))

for cp in [0x41, 0x61, 0x1C5, 0x2B0, 0x5D0, 0x300, 0x903, 0x20DD, 0x30, 0x16EE, 0xBC, 0x20, 0x2028, 0x2029,
           0x0, 0xAD, 0xD800 - 1, 0xE000, 0x378, 0x5F, 0x2D, 0x28, 0x29, 0xAB, 0xBB, 0x21, 0x2B, 0x24, 0x5E, 0xA9]:
    print(f"{cp:04X}", unicodedata.category(chr(cp)), end="  ")
print()
word_chars = [ch for ch in "naïve café, co-operate; x²+y²=z²" if unicodedata.category(ch).startswith(("L", "N"))]
print("".join(word_chars))
