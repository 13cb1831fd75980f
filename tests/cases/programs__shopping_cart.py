class Discount:
    def apply(self, cart, subtotal):
        return 0.0
    def __repr__(self):
        return self.describe()

class PercentOff(Discount):
    def __init__(self, pct):
        self.pct = pct
    def apply(self, cart, subtotal):
        return round(subtotal * self.pct / 100, 2)
    def describe(self):
        return f"{self.pct}% off"

class BuyXGetY(Discount):
    def __init__(self, sku, x, y):
        self.sku, self.x, self.y = sku, x, y
    def apply(self, cart, subtotal):
        qty = cart.items.get(self.sku, 0)
        free = (qty // (self.x + self.y)) * self.y
        return free * cart.prices[self.sku]
    def describe(self):
        return f"buy {self.x} get {self.y} free on {self.sku}"

class Threshold(Discount):
    def __init__(self, minimum, amount):
        self.minimum, self.amount = minimum, amount
    def apply(self, cart, subtotal):
        return self.amount if subtotal >= self.minimum else 0.0
    def describe(self):
        return f"${self.amount} off over ${self.minimum}"

class Cart:
    def __init__(self, prices):
        self.prices = prices
        self.items = {}
        self.discounts = []

    def add(self, sku, qty=1):
        if sku not in self.prices:
            raise KeyError(f"unknown product {sku}")
        self.items[sku] = self.items.get(sku, 0) + qty
        return self

    def remove(self, sku, qty=1):
        left = self.items.get(sku, 0) - qty
        if left <= 0:
            self.items.pop(sku, None)
        else:
            self.items[sku] = left
        return self

    def subtotal(self):
        return sum(self.prices[s] * q for s, q in self.items.items())

    def total(self):
        sub = self.subtotal()
        savings = [(d, d.apply(self, sub)) for d in self.discounts]
        best = max(savings, key=lambda p: p[1], default=(None, 0.0))
        return sub, best, round(sub - best[1], 2)

prices = {"apple": 0.5, "bread": 2.25, "cheese": 6.0, "wine": 12.0}
cart = Cart(prices)
cart.add("apple", 7).add("bread").add("cheese", 2).add("wine")
cart.remove("bread").remove("apple", 1)
cart.discounts = [PercentOff(10), BuyXGetY("apple", 2, 1), Threshold(25, 4.0)]
sub, (disc, saved), total = cart.total()
for sku, qty in cart.items.items():
    print(f"{sku:<8} {qty:>3} x {prices[sku]:>6.2f} = {qty * prices[sku]:>7.2f}")
print(f"subtotal {sub:.2f}")
print("offers:", cart.discounts)
print(f"best: {disc} saves {saved:.2f}; total {total:.2f}")
try:
    cart.add("caviar")
except KeyError as e:
    print("error:", e)
empty = Cart(prices)
print(empty.total())
