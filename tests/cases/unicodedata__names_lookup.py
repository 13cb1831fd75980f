import unicodedata

for ch in "aZ9 é€☃ß∑中한ﬁ\t\u0301\U0001F600\U0001F9D1\u00a0\u200d":
    print(f"U+{ord(ch):04X}", unicodedata.name(ch, "<no name>"))

for name in ["SNOWMAN", "latin small letter sharp s", "EURO SIGN", "GREEK SMALL LETTER ALPHA WITH TONOS",
             "CJK UNIFIED IDEOGRAPH-4E2D", "HANGUL SYLLABLE HAN", "BYTE ORDER MARK", "LINE FEED", "NBSP",
             "LATIN CAPITAL LETTER A WITH MACRON AND GRAVE", "KEYCAP NUMBER SIGN", "GRINNING FACE"]:
    s = unicodedata.lookup(name)
    print(name, "->", ascii(s), len(s))

names = [unicodedata.name(chr(c)) for c in range(0x2160, 0x2166)]
print(names)
print(unicodedata.lookup(unicodedata.name("\u00c5")) == "\u00c5", unicodedata.lookup(b"DIGIT SEVEN"))
print(unicodedata.name("\uac00"), unicodedata.name("\ud7a3"), unicodedata.name("\u9fff"), unicodedata.name("\U00020000"))
print(unicodedata.name("\x00", None), unicodedata.name("\ue000", "private"), unicodedata.name("\u0378", "unassigned"))
for bad in ["hangul syllable gag", "CJK UNIFIED IDEOGRAPH-4e00", "SNOWMAN ", "NO SUCH THING", "x" * 300]:
    try:
        unicodedata.lookup(bad)
    except KeyError as e:
        print("KeyError", e)
print(unicodedata.unidata_version)
