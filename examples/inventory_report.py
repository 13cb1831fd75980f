# A small inventory report. Run it with: ophis run examples/inventory_report.py

class Item:
    def __init__(self, sku, name, category, quantity, price, days_left=None):
        self.sku, self.name, self.category = sku, name, category
        self.quantity, self.price, self.days_left = quantity, price, days_left

    def expiring(self):
        return self.days_left is not None and self.days_left <= 3

    def value(self):
        # Stock that expires within three days is valued at half price.
        return self.quantity * self.price * (0.5 if self.expiring() else 1.0)


RAW = """A100,Espresso beans,pantry,40,12.50
A101,Oat milk,dairy,25,2.10,2
A102,Butter croissant,bakery,60,1.80,1
A103,Paper cups,supplies,1200,0.04
A104,Greek yogurt,dairy,30,1.35,9
A105,Sourdough loaf,bakery,oops,4.20,2
A106,Green tea,pantry,18,6.75"""


def parse(lines):
    """Yields an Item per well-formed line; reports and skips the others."""
    for number, line in enumerate(lines, start=1):
        sku, name, category, *numbers = line.split(",")
        try:
            quantity, price = int(numbers[0]), float(numbers[1])
            days_left = int(numbers[2]) if len(numbers) > 2 else None
        except ValueError as error:
            print(f"line {number} skipped ({sku}): {error}")
            continue
        yield Item(sku, name, category, quantity, price, days_left)


items = list(parse(RAW.splitlines()))
by_category = {}
for item in items:
    by_category[item.category] = by_category.get(item.category, 0.0) + item.value()
total = sum(by_category.values())

print(f"\n{'SKU':<6}{'Item':<18}{'Qty':>6}{'Value':>10}\n{'-' * 40}")
for item in sorted(items, key=lambda i: i.value(), reverse=True):
    flag = " *" if item.expiring() else ""
    print(f"{item.sku:<6}{item.name:<18}{item.quantity:>6,}{item.value():>10.2f}{flag}")
print("-" * 40)
for category, amount in sorted(by_category.items(), key=lambda kv: -kv[1]):
    print(f"{category:<24}{amount:>10.2f} {amount / total:>5.1%}")
print(f"{'Total':<24}{total:>10.2f}\n* expires within 3 days: valued at half price")
