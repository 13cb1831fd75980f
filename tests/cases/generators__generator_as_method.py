class Inventory:
    def __init__(self):
        self.items = {}

    def add(self, name, qty, price):
        self.items[name] = (qty, price)
        return self

    def low_stock(self, threshold):
        for name, (qty, _) in self.items.items():
            if qty < threshold:
                yield name, qty

    def values(self):
        return ((name, qty * price) for name, (qty, price) in self.items.items())

    def batches(self, size):
        names = sorted(self.items)
        for i in range(0, len(names), size):
            yield names[i:i + size]


inv = Inventory().add("bolts", 120, 0.05).add("nuts", 8, 0.04).add("gears", 3, 12.5).add("belts", 15, 7.25)
print(list(inv.low_stock(10)))
print({name: round(v, 2) for name, v in inv.values()})
print(max(inv.values(), key=lambda nv: nv[1]))
for batch in inv.batches(3):
    print("batch:", batch)
gen = inv.low_stock(20)
inv.add("springs", 1, 0.5)
print("generator sees later additions:", list(gen))
gen2 = inv.low_stock(5)
print(next(gen2))
try:
    inv.add("washers", 2, 0.01)
    print(list(gen2))
except RuntimeError as e:
    print("RuntimeError", e)
