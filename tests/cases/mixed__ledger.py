TRANSACTIONS = [
    ("open", "alice", 100),
    ("open", "bob", 50),
    ("deposit", "alice", 25),
    ("transfer", "alice", "bob", 60),
    ("withdraw", "bob", 200),
    ("open", "carol", 0),
    ("transfer", "bob", "carol", 30),
    ("withdraw", "alice", 15),
    ("close", "carol"),
    ("deposit", "missing", 5),
]

balances = {}
history = {}


def record(account, amount, note):
    history.setdefault(account, []).append((amount, note))


for tx in TRANSACTIONS:
    match tx:
        case ("open", name, amount):
            balances[name] = amount
            record(name, amount, "opening")
            print(f"opened {name} with {amount}")
        case ("deposit", name, amount):
            balances[name] += amount
            record(name, amount, "deposit")
            print(f"{name} +{amount} = {balances[name]}")
        case ("withdraw", name, amount) if balances.get(name, 0) >= amount:
            balances[name] -= amount
            record(name, -amount, "withdraw")
            print(f"{name} -{amount} = {balances[name]}")
        case ("withdraw", name, amount):
            print(f"{name}: insufficient funds for {amount} (has {balances[name]})")
        case ("transfer", src, dst, amount):
            balances[src] -= amount
            balances[dst] += amount
            record(src, -amount, f"to {dst}")
            record(dst, amount, f"from {src}")
            print(f"{src} -> {dst}: {amount}")
        case ("close", name):
            final = balances.pop(name)
            print(f"closed {name}, paid out {final}")
    print("   balances:", balances)
