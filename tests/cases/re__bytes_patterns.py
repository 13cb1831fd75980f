# Patterns and subjects that are bytes.
import re

data = b"GET /index.html HTTP/1.1\r\nHost: example.com\r\nX-Len: 42\r\n\r\n"
m = re.match(rb"(?P<method>[A-Z]+) (?P<path>\S+) HTTP/(\d\.\d)", data)
print(m, m.group("method"), m.groups(), m.span("path"))
headers = dict(re.findall(rb"^([\w-]+): (.*?)\r$", data, re.M))
print(headers)
print(re.sub(rb"\d+", b"N", b"a1b22c333"), re.subn(rb"(\w)(\d)", rb"\2\1", b"a1 b2"))
print(re.split(rb"\r\n", data)[:3], re.findall(rb"[aeiou]", b"bytes and vowels"))
print(re.findall(rb"\w+", b"caf\xc3\xa9 na\xefve"), re.findall(rb"[\x80-\xff]+", b"caf\xc3\xa9"))
print(re.search(rb"(?i)HOST", data).span(), re.escape(b"1+1=2?"), re.compile(rb"\s+", re.I))
print([m.span() for m in re.finditer(rb"\r\n", data)])
print(re.fullmatch(rb"[0-9a-f]+", b"deadbeef"), re.match(rb".", b"\xff").group())
