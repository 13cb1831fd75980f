# split: separators, captured separators, maxsplit, and empty matches.
import re

print(re.split(r",\s*", "a, b,c ,  d"))
print(re.split(r"(,)\s*", "a, b,c"))
print(re.split(r"(\s)(\s)?", "a b  c"))
print(re.split(r"\W+", "Words, words, words."))
print(re.split(r"(\W+)", "Words, words, words."))
print(re.split(r"\W+", "Words, words, words.", maxsplit=1))
print(re.split(r"[a-f]+", "0a3B9", flags=re.IGNORECASE))
print(re.split(r"x*", "axbc"))
print(re.split(r"\b", "hi there"))
print(re.split(r"^$", "foo\n\nbar\n", flags=re.M))
print(re.split(r";", "no separators here"))
print(re.split(r"\d", "a1b2c3", 2))
print(re.split(r"(?<=[.!?]) +", "One. Two! Three? Four"))
print(re.compile(r"\s*\|\s*").split("name | age |city|  zip "))

TOKEN = re.compile(r"\s*(?:(\d+\.?\d*)|(\*\*|[-+*/()]))")
def tokenize(expr):
    out = []
    pos = 0
    while pos < len(expr.rstrip()):
        m = TOKEN.match(expr, pos)
        if not m:
            raise SyntaxError("bad char at %d" % pos)
        out.append(m.group(1) or m.group(2))
        pos = m.end()
    return out

print(tokenize("3 + 4.5 * (2 - 1) ** 2"))
print(tokenize("10/4"))
rows = "id;name;score\n1;ann;90\n2;bo;75\n3;cy;82"
table = [re.split(r";", r) for r in re.split(r"\n", rows)]
header, data = table[0], table[1:]
print(header, [dict(zip(header, r)) for r in data][1])
print(sum(int(r[2]) for r in data) / len(data))
