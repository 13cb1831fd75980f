# Decoder hooks: object_hook, object_pairs_hook, parse_float, parse_int, parse_constant.
import json

text = '{"price": 19.99, "qty": 3, "items": [{"sku": "A1", "w": 0.5}], "dup": 1, "dup": 2, "x": NaN}'
print(json.loads(text, parse_float=str))
print(json.loads(text, parse_int=lambda s: int(s) * 100))
print(json.loads(text, object_pairs_hook=lambda pairs: [k for k, v in pairs]))
print(json.loads(text, parse_constant=lambda c: "<%s>" % c)["x"])

class Money:
    def __init__(self, text):
        self.cents = int(text.replace(".", ""))
    def __repr__(self):
        return "Money(%d cents)" % self.cents

class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return "Point(%r, %r)" % (self.x, self.y)

def as_point(d):
    if set(d) == {"x", "y"}:
        return Point(d["x"], d["y"])
    return d

print(json.loads('{"points": [{"x": 1, "y": 2}, {"x": 3, "y": 4}], "n": 2}', object_hook=as_point))
seen = []
json.loads('{"a": {"b": {"c": 1}}}', object_hook=lambda d: seen.append(sorted(d)) or d)
print(seen)
print(json.loads("[1.5, 2]", parse_float=lambda s: round(float(s))), json.loads("1.10", parse_float=Money))
dec = json.JSONDecoder(object_pairs_hook=dict, parse_int=str)
print(dec.decode('{"a": 1, "b": [2, 3]}'))
print(json.loads('{"a": 1}', cls=json.JSONDecoder, object_hook=lambda d: ("hooked", d)))
