from collections import namedtuple

Trade = namedtuple('Trade', 'day symbol qty price', defaults=[0.0])
raw = """2024-03-01,ACME,10,12.5
2024-03-01,GLOBEX,5,40.0
2024-03-02,ACME,-4,13.0
2024-03-02,INITECH,7
2024-03-03,GLOBEX,2,41.5"""
trades = []
for line in raw.splitlines():
    parts = line.split(',')
    t = Trade._make(parts) if len(parts) == 4 else Trade(*parts)
    trades.append(t._replace(qty=int(t.qty), price=float(t.price)))
for t in trades:
    print(t)
print(Trade._fields, Trade._field_defaults)
value = {}
for t in trades:
    value[t.symbol] = value.get(t.symbol, 0) + t.qty * t.price
print(value)
print(max(trades, key=lambda t: t.qty * t.price).symbol)
print(sorted(trades, key=lambda t: (t.symbol, t.day))[0])
print(trades[0]._asdict())
day, sym, qty, price = trades[1]
print(day, sym, qty, price, trades[1][1], trades[1][-1], trades[1][:2], len(trades[1]))
Point = namedtuple('Point', ['x', 'y'])
p = Point(3, y=4)
print(p, p.x * p.y, p == (3, 4), p != Point(4, 3), p < Point(3, 5), p + (5,), p * 2, 4 in p)
print(Point(**{'x': 1, 'y': 2}), p.count(3), p.index(4), list(reversed(p)), dict(zip(p._fields, p)))
class Vec(namedtuple('Vec', 'x y')):
    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)
    def norm1(self):
        return abs(self.x) + abs(self.y)
v = Vec(1, -2) + Vec(3, 4)
print(v, v.norm1(), v._replace(y=0))
match Point(0, 7):
    case Point(x=0, y=y):
        print('on the y axis at', y)
match Point(1, 2):
    case Point(a, b):
        print('point', a, b)
seen = {Point(1, 2): 'a', Point(1, 2): 'b'}
print(seen)
print(namedtuple('Row', 'id name, score', rename=True)._fields, namedtuple('T', ['a', 'def', 'a'], rename=True)._fields)
