inventory = {"widget": {"qty": 10, "price": 2.5}, "gadget": {"qty": 0, "price": 12.0}, "doohickey": {"qty": 4, "price": 7.25}}
orders = [("widget", 3), ("gadget", 1), ("doohickey", 4), ("widget", 8), ("sprocket", 1)]
revenue = 0.0
for item, n in orders:
    entry = inventory.get(item)
    if entry is None:
        print(f"{item}: unknown")
        continue
    if entry["qty"] < n:
        print(f"{item}: only {entry['qty']} left, wanted {n}")
        continue
    entry["qty"] -= n
    revenue += n * entry["price"]
    print(f"{item}: sold {n}, {entry['qty']} remain")
print(f"revenue {revenue:.2f}")
print({k: v["qty"] for k, v in inventory.items()})
print(sorted(inventory, key=lambda k: inventory[k]["price"] * inventory[k]["qty"]))
