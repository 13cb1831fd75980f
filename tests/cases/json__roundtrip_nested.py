# Round trips: nested structures survive dumps/loads with every option combination.
import json

record = {
    "id": 7,
    "name": "Ada Lovelace",
    "langs": ["en", "fr", "it"],
    "scores": [9.5, 8.25, 10.0],
    "meta": {"active": True, "manager": None, "tags": {"x": [1, [2, [3, {"deep": "yes"}]]]}},
    "unicode": "naïve 北京 😀",
    "big": 2 ** 80,
}
for kw in [{}, {"indent": 2}, {"sort_keys": True}, {"ensure_ascii": False}, {"separators": (",", ":")}]:
    text = json.dumps(record, **kw)
    back = json.loads(text)
    print(sorted(kw), back == record, len(text))
print(json.loads(json.dumps((1, (2, 3)))))
print(json.loads(json.dumps({1: "a", 2.5: "b"})))
print(json.dumps(json.loads('{"z": 1, "a": 2}')))
nested = []
cur = nested
for i in range(50):
    nxt = []
    cur.append(nxt)
    cur = nxt
print(json.loads(json.dumps(nested)) == nested, json.dumps(nested)[:12])
