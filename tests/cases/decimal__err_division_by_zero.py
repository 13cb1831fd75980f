from decimal import Decimal

balances = {"alice": Decimal("120.50"), "bob": Decimal("80.00"), "carol": Decimal("15.25")}
shares = {"alice": 3, "bob": 2, "carol": 0}
for name in ["alice", "bob", "carol"]:
    per_share = balances[name] / shares[name]
    print(name, per_share.quantize(Decimal("0.01")))
