# The Match object: groups by index and name, spans, lastindex/lastgroup, expand, repr.
import re

m = re.match(r"(?P<user>\w+)@(?P<host>[\w.]+)(:(?P<port>\d+))?", "ada@example.org rest")
print(m)
print(m.group(), m.group(0), m.group(1), m.group("host"), m.group(1, "host", 0))
print(m[0], m[1], m["user"], m.groups(), m.groups("-"))
print(m.groupdict(), m.groupdict(default="none"))
print(m.start(), m.end(), m.span(), m.span("host"), m.start(3), m.end("port"), m.span(4))
print(m.lastindex, m.lastgroup, m.pos, m.endpos, m.string, m.re.pattern)
print(m.regs)
print(m.expand(r"\g<host> (\1) [\3]"))
print(bool(m), re.match("x", "y"))

m2 = re.search(r"(a)(b)?(c)", "zzac")
print(m2.groups(), m2.lastindex, m2.lastgroup, m2.span(2), m2.group(2))
print(re.match(r"((a)b)", "ab").lastindex, re.match(r"(a)(b*)", "a").lastindex)
print(re.match(r"(?P<outer>(?P<inner>x))", "x").lastgroup)
print(re.match(r"(a)|(?P<bee>b)", "b").lastgroup, re.match(r"(a)|(b)", "a").lastindex)
print(re.match(r"\d+", "12345678901234567890123456789012345678901234567890123456789"))
print(re.search(r"'.*'", "say 'hi' now"))
print(re.fullmatch(r"\w+", "abc"), re.fullmatch(r"\w+", "abc!"))
m3 = re.compile(r"o").search("foo", 2)
print(m3, m3.pos, m3.endpos)
m4 = re.compile(r"\w+").match("hello world", 6, 9)
print(m4, m4.pos, m4.endpos, m4.string)
print(re.match(r"é(.)", "éèà").span(1), re.search(r"😀(\w)", "x😀y").span())
for g in (5, "nope", -1):
    try:
        m.group(g)
    except IndexError as e:
        print("IndexError:", e)
