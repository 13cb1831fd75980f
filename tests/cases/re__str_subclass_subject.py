# re searches instances of str and bytes subclasses as their value; results are plain str.
import re


class S(str):
    def __getitem__(self, index):
        return S(super().__getitem__(index))


class B(bytes):
    pass


m = re.match("(a)(b)?", S("ab!"))
print(m, type(m.group()).__name__, type(m.group(1)).__name__, type(m.string).__name__)
print(re.findall(r"\w", S("x y")), re.split(":", S("a:b")), re.fullmatch("a+", S("aa")))
print(re.sub("y", "a", S("xyz")), type(re.sub("y", "a", S("xyz"))).__name__)
print(re.search(rb"\d+", B(b"ab12")), [m.span() for m in re.finditer("b", S("abcb"))])
try:
    re.match("a", B(b"a"))
except TypeError as e:
    print("TypeError", e)
m = re.search("(?P<w>b)", S("abc"))
print(type(m.group("w")).__name__, type(m[1]).__name__, m.groups(), m.groupdict(), m.span("w"))
print(m.expand(r"<\1>"), type(m.expand(r"<\1>")).__name__)
