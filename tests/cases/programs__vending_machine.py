class VendingError(Exception):
    pass

class SoldOut(VendingError):
    pass

class NotEnoughMoney(VendingError):
    def __init__(self, missing):
        super().__init__(f"insert {missing} more cents")
        self.missing = missing

class Slot:
    def __init__(self, name, price, count):
        self.name, self.price, self.count = name, price, count

class Machine:
    COINS = (100, 25, 10, 5)

    def __init__(self):
        self.slots = {}
        self.credit = 0
        self.bank = {c: 5 for c in self.COINS}
        self.sales = []

    def load(self, code, name, price, count):
        self.slots[code] = Slot(name, price, count)

    def insert(self, coin):
        if coin not in self.COINS:
            raise VendingError(f"rejected coin {coin}")
        self.credit += coin
        self.bank[coin] += 1

    def make_change(self, amount):
        change = []
        for c in self.COINS:
            while amount >= c and self.bank[c] > 0:
                amount -= c
                self.bank[c] -= 1
                change.append(c)
        if amount:
            raise VendingError("cannot make exact change")
        return change

    def select(self, code):
        slot = self.slots.get(code)
        if slot is None:
            raise VendingError(f"no slot {code}")
        if slot.count == 0:
            raise SoldOut(f"{slot.name} sold out")
        if self.credit < slot.price:
            raise NotEnoughMoney(slot.price - self.credit)
        change = self.make_change(self.credit - slot.price)
        slot.count -= 1
        self.credit = 0
        self.sales.append(slot.name)
        return slot.name, change

m = Machine()
m.load("A1", "chips", 75, 2)
m.load("A2", "soda", 125, 1)
m.load("B1", "gum", 35, 0)

script = [("coin", 25), ("sel", "A1"), ("coin", 100), ("sel", "A1"),
          ("coin", 3), ("sel", "B1"), ("coin", 100), ("coin", 25), ("coin", 10),
          ("sel", "A2"), ("sel", "A2"), ("coin", 100), ("sel", "C9"), ("sel", "A1")]
for action, arg in script:
    try:
        if action == "coin":
            m.insert(arg)
            print(f"coin {arg:>3} -> credit {m.credit}")
        else:
            item, change = m.select(arg)
            print(f"select {arg}: got {item}, change {change}")
    except NotEnoughMoney as e:
        print(f"select {arg}: {e} (missing={e.missing})")
    except SoldOut as e:
        print(f"select {arg}: sold out -> {e}")
    except VendingError as e:
        print(f"{action} {arg}: error -> {e}")
print("sales:", m.sales, "credit:", m.credit)
print("bank:", m.bank)
