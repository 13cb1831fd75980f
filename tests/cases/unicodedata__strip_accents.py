import unicodedata

def strip_accents(s):
    decomposed = unicodedata.normalize("NFD", s)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))

def slugify(title):
    s = unicodedata.normalize("NFKD", title)
    s = "".join(ch for ch in s if unicodedata.category(ch) != "Mn")
    out = []
    for ch in s.lower():
        if ch.isalnum() and ch.isascii():
            out.append(ch)
        elif out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")

titles = ["Crème Brûlée à la Française", "Ångström & Ørsted", "Ｆｕｌｌ－ｗｉｄｔｈ　Ｔｉｔｌｅ",
          "Dvořák: Symphony №9", "naïve café façade", "Ελληνικά κείμενα", "Œuvre complète — tome Ⅲ", "ﬁnal ﬂight"]
for t in titles:
    print(ascii(strip_accents(t)), slugify(t))

marks = [(f"U+{ord(ch):04X}", unicodedata.combining(ch)) for ch in unicodedata.normalize("NFD", "ệ ǘ ḉ ẫ")]
print(marks)
print(sorted({unicodedata.combining(chr(c)) for c in range(0x300, 0x370)}))
