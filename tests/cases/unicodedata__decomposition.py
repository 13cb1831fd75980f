import unicodedata

for ch in "éÅﬁ½²ǆ\u212b\u2126Ⓐ㎏ｶ\u00a0\u1e9b\u0958ℌ㍱\ufb2a한a":
    print(f"U+{ord(ch):04X}", repr(unicodedata.decomposition(ch)))

tags = {}
for cp in range(0x80, 0x3400):
    d = unicodedata.decomposition(chr(cp))
    if d.startswith("<"):
        tag = d.split(">")[0] + ">"
        tags[tag] = tags.get(tag, 0) + 1
    elif d:
        tags["canonical"] = tags.get("canonical", 0) + 1
for tag in sorted(tags):
    print(tag, tags[tag])

def full_decompose(ch):
    d = unicodedata.decomposition(ch)
    if not d or d.startswith("<"):
        return ch
    return "".join(full_decompose(chr(int(h, 16))) for h in d.split())

for ch in "ṩǻẫ":
    print(ascii(full_decompose(ch)), full_decompose(ch) == unicodedata.normalize("NFD", ch))
