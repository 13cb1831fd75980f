# sub/subn: templates with backreferences, named groups, callables and counts.
import re

print(re.sub(r"(\w+)@(\w+)\.com", r"\2 at \1", "mail bob@example.com or amy@test.com"))
print(re.sub(r"(?P<last>\w+), (?P<first>\w+)", r"\g<first> \g<last>", "Doe, Jane; Roe, Rick"))
print(re.sub(r"\d+", r"<\g<0>>", "a1b22c333"))
print(re.sub(r"(\d)(\d)", r"\2\1", "1234 56"))
print(re.sub(r"(a)(b)?", r"[\1|\2]", "a ab"))
print(re.sub(r"\s+", " ", "  too   many \t spaces\n here "))
print(re.subn(r"o", "0", "foo boo zoo"))
print(re.subn(r"o", "0", "foo boo zoo", count=2))
print(re.sub(r"x*", "-", "abxd"))
print(re.sub(r"", "|", "abc"))
print(re.sub(r"(?m)^", "> ", "line one\nline two"))
print(re.sub(r"a", r"\n\t\\", "xax") == "x\n\t\\x")
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "3 apples and 12 pears"))
print(re.sub(r"[aeiou]", lambda m: m.group().upper(), "programming language"))
print(re.sub(r"(\w+)", lambda m: m.group(1)[::-1], "hello world", count=1))

def camel_to_snake(name):
    s = re.sub(r"(.)([A-Z][a-z]+)", r"\1_\2", name)
    return re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", s).lower()

for n in ["CamelCase", "getHTTPResponseCode", "already_snake", "HTTPServer2Go"]:
    print(n, "->", camel_to_snake(n))

p = re.compile(r"\{(\w+)\}")
values = {"name": "Ada", "lang": "Python"}
print(p.sub(lambda m: values.get(m.group(1), m.group(0)), "Hi {name}, you like {lang} and {other}"))
print(p.subn("?", "{a}{b}{c}", 2))
m = re.match(r"(?P<key>\w+)=(?P<val>\w+)", "color=blue")
print(m.expand(r"\g<val> is the \g<key> (\1=\2)"))
print(re.sub(r"(b)|(c)", r"[\1\2]", "abcd"))
print(re.sub(r"\\", "/", r"C:\Users\ada"))
print(re.sub(r"a", "\\\\", "banana"))
