# A field's metadata is a read-only mappingproxy of the mapping given, live as it changes;
# what is not a mapping is refused.
from dataclasses import dataclass, field, fields

for bad in (0, [], (1,), "ab"):
    try:
        field(metadata=bad)
    except TypeError as e:
        print(e)

d = {}


@dataclass
class C:
    i: int = field(metadata=d)
    j: int = 0


m = fields(C)[0].metadata
print(type(m).__name__, repr(m), bool(m), len(m), fields(C)[1].metadata)
d["foo"] = 1
print(len(m), m["foo"], m == {"foo": 1}, list(m.items()), m.get("x", 2), "foo" in m)
try:
    m["test"] = 3
except TypeError as e:
    print(e)
