# JSONDecodeError messages, positions, lineno and colno, all caught.
import json

docs = ['', '   ', 'nul', '[1, 2', '[1,]', '{"a" 1}', '{"a": 1,}', "{'a': 1}", '{"a": 1 "b": 2}',
        '"unterminated', '"bad \\x escape"', '"\\u12G4"', '"tab\there"', '[1] extra', '01', '-', '1.5.2',
        '{\n  "a": 1,\n  "b": ?\n}', '[\n1,\n2,,\n]', '\ufeff{}', '{"a": [1, {"b": }]}', '[tru]']
for doc in docs:
    try:
        json.loads(doc)
        print(repr(doc), "parsed?!")
    except json.JSONDecodeError as e:
        print(repr(doc), "|", e.msg, "|", e.pos, e.lineno, e.colno, "|", e)
e = json.JSONDecodeError("Custom", "line1\nline2", 8)
print(str(e), e.msg, e.doc, e.pos, e.lineno, e.colno, isinstance(e, ValueError))
try:
    json.loads('{"ok": 1')
except ValueError as e:
    print("caught as ValueError:", e)
for bad in [None, 1.5, ["[1]"]]:
    try:
        json.loads(bad)
    except TypeError as e:
        print("TypeError:", e)
