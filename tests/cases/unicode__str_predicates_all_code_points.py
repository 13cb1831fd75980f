# The str predicates of every code point, from CPython 3.11's own tables (Unicode 14.0): for
# each predicate, how many code points it holds for and a checksum of which (surrogates left
# out: ophis strings cannot hold them).
every = "".join(map(chr, range(0xD800))) + "".join(map(chr, range(0xE000, 0x110000)))
predicates = [
    str.isalpha,
    str.isdecimal,
    str.isdigit,
    str.isnumeric,
    str.isalnum,
    str.isprintable,
    str.islower,
    str.isupper,
    str.istitle,
    str.isspace,
    str.isidentifier,
]
for p in predicates:
    held = list(filter(p, every))
    print(p.__name__, len(held), sum(map(ord, held)))
starts = list(filter(str.isidentifier, map("a".__add__, every)))
print("identifier continue", len(starts), sum(ord(s[1]) for s in starts))
print("isprintable of repr", sum(1 for c in every[0x300:0x3000] if repr(c)[1:-1] == c))
print("upper of new letters", ascii("\U0001e030\U00010d50".upper()), ascii("\U00010d70".lower()))
print("decimal in format", format(7, "\u0663"), format(1.5, ".\U000104a2f"))
