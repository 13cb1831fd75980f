name = "Widget"
price = 9.5
qty = 4
report = f"""
Item:     {name}
Price:    {price:>8.2f}
Quantity: {qty:>8}
Total:    {price * qty:>8.2f}
"""
print(report)
line = (
    f"{name:<10}"
    f"{qty:>4}"
    f" x {price:.1f}"
)
print(line)
rows = [(n, n ** 2, n ** 3) for n in range(1, 5)]
table = "\n".join(
    f"{a:>3} {b:>4} {c:>5}"
    for a, b, c in rows
)
print(table)
msg = f"{'nested ' + f'{qty * 2}'}"
print(msg)
print(f"{'a' if qty > 3 else 'b'}{len(name)}")
print(f"""{
    name.upper()
}""")
