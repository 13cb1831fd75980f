# loads: every JSON type, whitespace, numbers, strings with escapes, bytes input.
import json

print(json.loads("null"), json.loads("true"), json.loads("false"), json.loads(" 42 "), json.loads("-0"), json.loads("-0.0"))
print(json.loads("3.25"), json.loads("1e3"), json.loads("1E-2"), json.loads("-12.5e+1"), json.loads("1e400"))
print(json.loads("NaN"), json.loads("Infinity"), json.loads("-Infinity"))
print(json.loads('"plain"'), json.loads('"esc \\" \\\\ \\/ \\b \\f \\n \\r \\t"'))
print(json.loads('"\\u00e9\\u4e2d\\ud83d\\ude00"'), json.loads('"caf\u00e9 direct"'))
print(json.loads("[1, 2.0, \"3\", [4], {\"5\": 5}, null]"))
obj = json.loads('{"b": 1, "a": {"c": [true, false]}, "b": 2}')
print(obj, list(obj))
print(json.loads("\n\t [ \r\n 1 ,\n 2 ] \n"))
print(json.loads(b'{"bytes": "ok \xc3\xa9"}'), json.loads(bytearray(b"[1, 2]")))
print(json.loads("123456789012345678901234567890"), type(json.loads("10")) is int, type(json.loads("10.0")) is float)
print(json.loads('{"": "", " ": " "}'), json.loads('[[[[[]]]]]'))
big = json.loads("[" + ",".join(str(i) for i in range(1000)) + "]")
print(len(big), sum(big), big[-3:])
d = json.JSONDecoder()
print(d.decode('{"x": 1}'), d.raw_decode('[1, 2] trailing'), d.raw_decode('xx"yy"', 2))
