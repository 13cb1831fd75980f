# Bytes subjects that are ASCII (searched in place) and Latin-1 (converted), bytearray
# subjects changed after a match, sub results, and patterns compiled with flags then
# searched again with the flags their parse ends with (one cache entry for both).
import re

ascii_seq = b">ONE header\nacgtBDHK\nacgtacgt\n" * 3
latin = bytes(range(0x30, 0x3A)) + b"\xe9\xff\x80" + b"abc\xe9" * 3
for subject in (ascii_seq, latin):
    print(re.sub(b">.*\n|\n", b"", subject))
    print(re.findall(b"[a-c]+|\xe9", subject))
    print(re.sub(b"B|\xe9", b"(c|g|t)", subject))
    print(re.sub(b"a(.)", rb"<\1>", subject, count=2))
    print(re.split(b"\n|\xff", subject)[:4])
    m = re.search(rb"(\w+)\s*(\W)", subject)
    print(m and (m.group(0), m.group(1), m.group(2), m.span(1)))
    print([x.span() for x in re.finditer(b"c.", subject)][:5])

buf = bytearray(b"spam eggs spam")
m = re.search(b"eggs", buf)
buf[5:9] = b"XXXX"
print(m.group(), buf, re.sub(b"spam", b"ham", buf))
print(re.sub(b"spam", b"ham", bytearray(b"no match here")))

for flags in (0, re.I, re.M | re.S, re.X):
    p = re.compile(r"(?i)ab+c # comment" if flags & re.X else r"(a)b+c$", flags)
    again = re.compile(p.pattern, p.flags)
    print(p.flags, again.flags, bool(p.search("xABBC\n")), bool(again.search("xabbc")))
    print(re.findall(p.pattern, "abc ABBC abbc", p.flags))
for pattern in ("x", b"x"):
    print(re.compile(pattern).flags, re.compile(pattern, 0).search(pattern * 2))
