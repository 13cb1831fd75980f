from dataclasses import make_dataclass, field, fields, asdict

Point = make_dataclass('Point', [('x', int), ('y', int, field(default=0))],
                       namespace={'norm': lambda self: abs(self.x) + abs(self.y)})
p = Point(3, -4)
print(p, p.norm(), Point(1), [f.name for f in fields(Point)])

Record = make_dataclass('Record', ['id', ('label', str), ('weight', float, field(default=1.0))],
                        order=True, frozen=True)
recs = [Record(3, 'c'), Record(1, 'a', 2.5), Record(2, 'b')]
print(sorted(recs))
print(asdict(recs[1]), hash(recs[0]) == hash(Record(3, 'c')))

for bad in [[('a', int), ('a', str)], ['class'], ['1x'], [('a', int, 1, 2)]]:
    try:
        make_dataclass('Bad', bad)
    except TypeError as e:
        print(e)

# make_dataclass names `types` as the class's module, as CPython 3.11's (through
# types.new_class), unless the namespace has one; the repr shows the qualified name only.
P2 = make_dataclass("P2", ["x"], namespace={"__module__": "elsewhere"})
print(make_dataclass("P1", ["x"]).__module__, P2.__module__, P2(1))
