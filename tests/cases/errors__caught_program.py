def parse_record(line):
    name, qty, price = line.split(",")
    qty = int(qty)
    price = float(price)
    if qty < 0:
        raise ValueError(f"negative quantity for {name}: {qty}")
    return name.strip(), qty, price
lines = ["apple,3,0.5", "pear,x,1.0", "plum,2", "kiwi,-1,2.0", "fig,4,abc", "date,10,0.25", ""]
good = []
for i, line in enumerate(lines, 1):
    try:
        good.append(parse_record(line))
    except ValueError as e:
        print(f"line {i}: ValueError: {e}")
print(good)
print(sum(q * p for _, q, p in good))
