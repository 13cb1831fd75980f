# Flags: module constants, inline and scoped flags, RegexFlag arithmetic and reprs.
import re

print(re.findall(r"hello", "Hello HELLO hello", re.I))
print(re.findall(r"^\w+", "one\ntwo\nthree", re.M), re.findall(r"^\w+", "one\ntwo"))
print(re.findall(r"a.b", "a\nb acb"), re.findall(r"a.b", "a\nb acb", re.S))
print(re.findall(r"\w+", "naïve café", re.A), re.findall(r"\w+", "naïve café"))
print(re.match(r"""
    (\d{3})   # area
    [-.\s]?
    (\d{4})   # number
""", "555-1234", re.VERBOSE).groups())
print(re.findall(r"(?i)py", "PY py Py"), re.findall(r"(?i:py)thon", "PYthon PYTHON"))
print(re.findall(r"(?-i:a)b", "ab aB AB", re.I))
print(re.findall(r"(?s:.)x", "\nx ax"), re.findall(r"(?m)$", "a\nb"))
print(re.findall(r"(?x) \d + # digits", "12 345"))
print(re.I, re.M, re.S, re.X, re.A, re.U, re.NOFLAG)
print(re.I | re.M, repr(re.S | re.X | re.I), re.I & re.M, re.I | 1024)
print(int(re.I | re.M), re.I == 2, re.IGNORECASE is re.I, re.DOTALL + 0)
print(re.compile("x", re.I | re.M).flags, re.compile("(?s)x").flags, re.compile(b"x").flags, re.compile("x", re.A).flags)
print(re.compile("x", re.I | re.M), re.compile(b"x", re.I), re.compile("x", re.A | re.X))
flags = 0
for f in (re.I, re.M):
    flags |= f
print(flags, re.compile("x", flags).flags, re.I.name, re.I.value, (re.I | re.M).name, re.NOFLAG.name)
print(re.search(r"^b", "a\nb", re.M | re.I).span(), re.RegexFlag.MULTILINE)
print(re.findall(r"K", "k K \u212a", re.I), re.findall(r"K", "k K \u212a", re.I | re.A))
print(re.findall(r"[a-z]+", "ABC déf", re.I), re.findall(r"[a-z]+", "ABC déf", re.I | re.A))
