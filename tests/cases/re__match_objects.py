# Match objects made by the engine: attributes, groups, iteration, callable replacement.
import re

p = re.compile(r"(?P<key>\w+)=(?P<val>\d+)?(;)?")
text = "a=1;b=;cc=33;dd=4"
for m in p.finditer(text):
    print(m.span(), m.group(), m.group(1), m.group(2), m.group("key"), m.group(0, 2), m.groups(), m.groups("-"))
    print(m.lastindex, m.lastgroup, m.pos, m.endpos, m.re is p, m.string is text, m.regs, m.groupdict())
    print(m[0], m["val"], m.start(2), m.end("key"), repr(m))
m = p.search(text, 4, 9)
print(m, m.pos, m.endpos)
print(p.match(text), p.fullmatch("x=1"), p.fullmatch("x=1;"), p.search("..."))
print(p.search(text, 100), p.search(text, -5), p.match(text, 2, 1))
for bad in (3, -1, True, "nope", 1.0):
    try:
        print(bad, p.search(text).group(bad))
    except IndexError as e:
        print("IndexError", e)
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "a1 b22 c333"))
print(re.subn(r"(\w)(\d)", lambda m: m.group(2) + m.group(1), "a1 b2 c3", count=2))
print([m.group(1) for m in re.finditer(rb"(\d)", b"x1y2")])
print([m.group(1) for m in re.finditer(r"(\d)", "x1y2", )])
print(re.search(rb"b(.)", bytearray(b"abcd")).group(1))
print([m.span() for m in re.finditer(r"", "ab")])
print([(m.start(), m.group()) for m in re.finditer(r"é+", "aéébé")])
print(re.match(r"(a)|(b)", "b").lastindex, re.match(r"((a)b)", "ab").lastindex)
print(re.match(r"(?P<x>a)(?P<y>b)?", "a").lastgroup, re.match(r"(a)", "a").lastgroup)
it = p.finditer(text, 2)
print(next(it).group(), next(it).group())
m = re.search("x", "yxz")
print(bool(m), m.group(0), m.string, m.re.pattern)
try:
    m.nope
except AttributeError as e:
    print("AttributeError")
result = sum(1 for _ in re.finditer(r"\w", "abc" * 50))
