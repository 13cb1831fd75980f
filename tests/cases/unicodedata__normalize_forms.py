import unicodedata

samples = ["é", "e\u0301", "Å", "\u212b", "ﬁ", "½", "①", "ｶﾞ", "ガ", "\u1e9b\u0323", "한", "\u1100\u1161\u11a8",
           "Ω", "\u2126", "x²", "\u00a0", "ǅ", "\u0958", "\u0f73", "a\u0323\u0302", "a\u0302\u0323", "\ufdfa"]
for s in samples:
    forms = [unicodedata.normalize(f, s) for f in ("NFC", "NFD", "NFKC", "NFKD")]
    flags = [unicodedata.is_normalized(f, s) for f in ("NFC", "NFD", "NFKC", "NFKD")]
    print(ascii(s), [ascii(x) for x in forms], flags)

a, b = "caf\u00e9", "cafe\u0301"
print(a == b, unicodedata.normalize("NFC", a) == unicodedata.normalize("NFC", b), len(a), len(b))
print(unicodedata.normalize("NFKC", "ＡＢＣ１２３ｱｲｳ") , unicodedata.normalize("NFKD", "™℃№"))
print(unicodedata.normalize("NFC", "plain ascii text") == "plain ascii text", unicodedata.is_normalized("NFKD", ""))

def canonical_key(s):
    return unicodedata.normalize("NFKC", s).casefold()
names = ["Zoë", "Zoe\u0308", "ZOË", "ﬁle", "file", "Straße", "STRASSE"]
groups = {}
for n in names:
    groups.setdefault(canonical_key(n), []).append(n)
for k in sorted(groups):
    print(ascii(k), [ascii(x) for x in groups[k]])
