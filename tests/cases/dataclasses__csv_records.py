from dataclasses import dataclass, field, asdict


@dataclass
class Sale:
    region: str
    product: str
    units: int
    unit_price: float

    @property
    def revenue(self):
        return self.units * self.unit_price


@dataclass
class Summary:
    region: str
    sales: list = field(default_factory=list)

    @property
    def units(self):
        return sum(s.units for s in self.sales)

    @property
    def revenue(self):
        return round(sum(s.revenue for s in self.sales), 2)


DATA = """region,product,units,unit_price
north,widget,10,2.50
south,gadget,3,10.00
north,gadget,1,10.00
east,widget,7,2.50
south,widget,12,2.45
east,gizmo,2,99.90
north,gizmo,1,99.90"""

lines = DATA.splitlines()
header = lines[0].split(',')
sales = []
for line in lines[1:]:
    raw = dict(zip(header, line.split(',')))
    sales.append(Sale(raw['region'], raw['product'], int(raw['units']), float(raw['unit_price'])))

summaries = {}
for s in sales:
    summaries.setdefault(s.region, Summary(s.region)).sales.append(s)

print(f"{'region':<8}{'units':>6}{'revenue':>10}")
for region in sorted(summaries):
    sm = summaries[region]
    print(f"{region:<8}{sm.units:>6}{sm.revenue:>10.2f}")
best = max(sales, key=lambda s: s.revenue)
print('best sale:', best, round(best.revenue, 2))
print(asdict(sales[0]))
by_product = {}
for s in sales:
    by_product[s.product] = by_product.get(s.product, 0) + s.units
print(sorted(by_product.items(), key=lambda kv: -kv[1]))
print(Sale('north', 'widget', 10, 2.5) in sales, sales.count(Sale('east', 'gizmo', 2, 99.9)))
