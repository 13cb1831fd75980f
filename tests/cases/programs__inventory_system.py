class OutOfStock(Exception):
    pass

class Product:
    def __init__(self, sku, name, price, qty=0, tags=()):
        self.sku, self.name, self.price, self.qty = sku, name, price, qty
        self.tags = set(tags)

    def __repr__(self):
        return f"<{self.sku} {self.name} x{self.qty}>"

    @property
    def value(self):
        return round(self.price * self.qty, 2)

class Inventory:
    def __init__(self):
        self.products = {}
        self.log = []

    def add(self, product):
        if product.sku in self.products:
            self.products[product.sku].qty += product.qty
        else:
            self.products[product.sku] = product
        self.log.append(f"add {product.sku} {product.qty}")

    def remove(self, sku, qty):
        p = self.products.get(sku)
        if p is None:
            raise KeyError(sku)
        if p.qty < qty:
            raise OutOfStock(f"{p.name}: requested {qty}, only {p.qty}")
        p.qty -= qty
        self.log.append(f"remove {sku} {qty}")
        return p.price * qty

    def low_stock(self, threshold=5):
        return sorted((p for p in self.products.values() if p.qty < threshold), key=lambda p: p.qty)

    def by_tag(self, tag):
        return [p.name for p in self.products.values() if tag in p.tags]

    def report(self):
        lines = [f"{'SKU':<6}{'Name':<12}{'Qty':>5}{'Value':>10}"]
        for sku in sorted(self.products):
            p = self.products[sku]
            lines.append(f"{sku:<6}{p.name:<12}{p.qty:>5}{p.value:>10.2f}")
        lines.append(f"{'TOTAL':<23}{sum(p.value for p in self.products.values()):>10.2f}")
        return "\n".join(lines)

inv = Inventory()
inv.add(Product("A1", "bolt", 0.25, 400, ["hardware", "small"]))
inv.add(Product("B2", "hammer", 12.5, 3, ["hardware", "tool"]))
inv.add(Product("C3", "glue", 3.99, 10, ["craft"]))
inv.add(Product("A1", "bolt", 0.25, 100))
inv.add(Product("D4", "saw", 24.0, 1, ["tool"]))

orders = [("A1", 250), ("B2", 2), ("D4", 2), ("Z9", 1), ("C3", 10)]
revenue = 0
for sku, qty in orders:
    try:
        revenue += inv.remove(sku, qty)
        print(f"sold {qty} of {sku}")
    except OutOfStock as e:
        print("out of stock:", e)
    except KeyError as e:
        print("unknown sku:", e)
print(f"revenue: {revenue:.2f}")
print(inv.report())
print("low:", inv.low_stock())
print("tools:", inv.by_tag("tool"), "hardware:", inv.by_tag("hardware"))
print(len(inv.log), inv.log[-2:])
