# Serializing other objects: default= functions and JSONEncoder subclasses.
import json

class Money:
    def __init__(self, amount, cur):
        self.amount = amount
        self.cur = cur

def encode_obj(o):
    if isinstance(o, Money):
        return {"amount": o.amount, "currency": o.cur}
    if isinstance(o, (set, frozenset)):
        return sorted(o)
    raise TypeError("cannot encode %r" % (o,))

order = {"total": Money(12.5, "EUR"), "tags": {"b", "a"}, "frozen": frozenset([3, 1])}
print(json.dumps(order, default=encode_obj, sort_keys=True))

class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y

class Encoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Money):
            return "%.2f %s" % (o.amount, o.cur)
        if isinstance(o, Vec):
            return [o.x, o.y]
        return super().default(o)

print(json.dumps({"m": Money(3, "USD"), "r": Vec(1, 9)}, cls=Encoder))
print(Encoder(indent=2, sort_keys=True).encode({"z": Money(1, "GBP"), "a": [Vec(0, 3)]}))
print("".join(Encoder().iterencode([Money(0.5, "JPY")])))
try:
    json.dumps({"x": object()}, cls=Encoder)
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps(Money(1, "X"), default=lambda o: o)
except ValueError as e:
    print("ValueError:", e)
enc = json.JSONEncoder(separators=(",", ":"), default=str)
print(enc.encode({"when": Money(2, "CHF")}) .startswith('{"when":"<'), enc.item_separator, enc.key_separator)
print(json.dumps([1, 2], cls=json.JSONEncoder, indent=1))
