from decimal import Decimal, ROUND_HALF_UP, localcontext

INVOICE = """\
sku,description,qty,unit_price,discount_pct
A-100,Widget large,3,19.99,0
A-101,Widget small,12,2.45,5
B-200,Gadget (refurb),1,149.50,12.5
C-300,Cable 2m,7,3.333,0
D-400,Service hour,2.5,85.00,10
E-500,Sticker pack,40,0.125,0
"""

CENT = Decimal("0.01")
TAX_RATE = Decimal("0.0825")


def money(d):
    return d.quantize(CENT, rounding=ROUND_HALF_UP)


lines = INVOICE.strip().splitlines()
header = lines[0].split(",")
subtotal = Decimal(0)
print(f"{'SKU':<6} {'Item':<16} {'Qty':>5} {'Unit':>8} {'Disc':>6} {'Amount':>10}")
for row in lines[1:]:
    rec = dict(zip(header, row.split(",")))
    qty = Decimal(rec["qty"])
    unit = Decimal(rec["unit_price"])
    disc = Decimal(rec["discount_pct"]) / 100
    gross = qty * unit
    amount = money(gross * (1 - disc))
    subtotal += amount
    print(f"{rec['sku']:<6} {rec['description']:<16} {qty:>5} {unit:>8} {disc:>6.1%} {amount:>10,.2f}")

tax = money(subtotal * TAX_RATE)
total = subtotal + tax
print("-" * 56)
print(f"{'Subtotal':<40}{subtotal:>16,.2f}")
print(f"{'Tax (8.25%)':<40}{tax:>16,.2f}")
print(f"{'Total':<40}{total:>16,.2f}")
print(repr(subtotal), repr(tax), repr(total))

# Split the total into 3 installments; the last one absorbs the rounding remainder.
n = 3
share = money(total / n)
parts = [share] * (n - 1) + [total - share * (n - 1)]
print("installments:", [str(p) for p in parts], sum(parts) == total)

# Currency conversion with a high-precision rate, then back.
with localcontext() as ctx:
    ctx.prec = 40
    rate = Decimal("1.0873412")
    eur = money(total / rate)
    back = money(eur * rate)
print("EUR", eur, "back", back, "diff", total - back)

# Half-up versus banker's rounding on exact halves.
for v in ["0.125", "0.135", "2.675", "-1.005", "10.5", "11.5"]:
    d = Decimal(v)
    print(v, d.quantize(CENT, rounding=ROUND_HALF_UP), d.quantize(CENT), round(d, 2), round(d))
