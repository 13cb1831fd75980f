# unicodedata.ucd_3_2_0, CPython's Unicode 3.2.0 database, against python3 on the code points
# where 3.2.0 and 14.0 differ and a sample of the others.
import unicodedata

old = unicodedata.ucd_3_2_0
print(type(old), old.unidata_version, unicodedata.unidata_version, type(old) is unicodedata.UCD)

ranges = [(0, 0x3400), (0xA000, 0xAC00), (0xD7B0, 0xD800), (0xF900, 0x10000)]
ranges += [(0x10000, 0x10A00), (0x1D000, 0x1F800), (0x2F800, 0x2FA20), (0xE0000, 0xE0200)]
every = [chr(c) for lo, hi in ranges for c in range(lo, hi)]
for name in ["category", "bidirectional", "east_asian_width", "decomposition"]:
    f, g = getattr(unicodedata, name), getattr(old, name)
    differ = [c for c in every if f(c) != g(c)]
    print(name, len(differ), sum(map(ord, differ)), "".join(sorted({g(c) for c in differ}))[:60])
for name in ["combining", "mirrored"]:
    f, g = getattr(unicodedata, name), getattr(old, name)
    print(name, sum(g(c) for c in every), sum(1 for c in every if f(c) != g(c)))
for name in ["decimal", "digit", "numeric"]:
    f, g = getattr(unicodedata, name), getattr(old, name)
    differ = [c for c in every if f(c, None) != g(c, None)]
    print(name, len(differ), [g(c, None) for c in differ][:12], g("\u0f33", "none"), g("x", "none"))
named = [c for c in every if old.name(c, None) is not None]
print("names", len(named), sum(map(ord, named)), old.name("\U0001f600", "no name"))
for s in [
    "LATIN SMALL LETTER A",
    "GRINNING FACE",
    "NBSP",
    "KEYCAP NUMBER SIGN",
    "HANGUL SYLLABLE GA",
]:
    try:
        print(s, ascii(old.lookup(s)))
    except KeyError as e:
        print(s, "KeyError", e)
texts = [
    "e\u0301",
    "\u1e9b\u0323",
    "\U0002f868\U0002f874",
    "a\U0001f600\u0301",
    "\ufb01 \u2126",
    "\u0220\u0301",
]
for form in ["NFC", "NFD", "NFKC", "NFKD"]:
    print(
        form,
        [ascii(old.normalize(form, t)) for t in texts],
        [old.is_normalized(form, t) for t in texts],
    )
for bad in [
    lambda: old.category(),
    lambda: old.category("ab"),
    lambda: old.name(),
    lambda: old.name("a", x=1),
    lambda: old.decimal("a"),
    lambda: old.numeric("x"),
    lambda: old.normalize("NFX", "a"),
    lambda: old.normalize("NFC"),
    lambda: old.lookup(),
]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
