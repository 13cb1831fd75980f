from dataclasses import dataclass, field


@dataclass
class Product:
    sku: str
    name: str
    price: float
    tags: list = field(default_factory=list)


@dataclass
class Inventory:
    owner: str
    stock: dict = field(default_factory=dict)
    products: dict = field(default_factory=dict)
    log: list = field(default_factory=list, repr=False)

    def add(self, product, qty):
        self.products[product.sku] = product
        self.stock[product.sku] = self.stock.get(product.sku, 0) + qty
        self.log.append(('add', product.sku, qty))

    def remove(self, sku, qty):
        have = self.stock.get(sku, 0)
        if qty > have:
            raise ValueError(f"only {have} of {sku} left")
        self.stock[sku] = have - qty
        self.log.append(('remove', sku, qty))

    def value(self):
        return round(sum(self.products[s].price * n for s, n in self.stock.items()), 2)


a = Inventory('north')
b = Inventory('south')
a.add(Product('A1', 'bolt', 0.25, ['metal']), 400)
a.add(Product('B2', 'nut', 0.1), 1000)
b.add(Product('C3', 'washer', 0.05, ['metal', 'small']), 250)
a.remove('A1', 150)
try:
    b.remove('C3', 300)
except ValueError as e:
    print('error:', e)
print(a)
print(b)
print(a.stock is b.stock, a.log is b.log, len(a.log), len(b.log))
for inv in (a, b):
    print(f"{inv.owner:<6}{inv.value():>8.2f}")
p = Product('Z9', 'gear', 2.5)
p.tags.append('new')
print(p, Product('Z9', 'gear', 2.5), p == Product('Z9', 'gear', 2.5, ['new']))
print(a.log)
