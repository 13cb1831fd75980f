from decimal import Decimal

budget = Decimal("1000.00")
spent = [Decimal("199.99"), Decimal("350.10")]
for s in spent:
    budget -= s
print("left:", budget)
for bad in ["12", None, [1]]:
    try:
        budget + bad
    except TypeError as e:
        print(e)
try:
    Decimal("1.5") * 2.0
except TypeError as e:
    print(e)
print(budget * 2)
budget = budget - 0.5
