import unicodedata

for ch in "A\u00e9\u2603\t":
    print(f"U+{ord(ch):04X}", unicodedata.name(ch, "?"))
print(unicodedata.name("\t"))
