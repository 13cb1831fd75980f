from fractions import Fraction

recipe = """flour,2 1/4,cup
sugar,3/4,cup
butter,1/2,cup
eggs,2,
vanilla,1 1/2,tsp
salt,1/8,tsp"""

def parse_qty(text):
    total = Fraction(0)
    for part in text.split():
        total += Fraction(part)
    return total

def show(q):
    whole, rest = divmod(q.numerator, q.denominator)
    if rest == 0:
        return str(whole)
    frac = Fraction(rest, q.denominator)
    return f"{whole} {frac}" if whole else str(frac)

for factor in [Fraction(1, 2), Fraction(3, 2), Fraction(2, 3)]:
    print(f"x{factor}:")
    for line in recipe.splitlines():
        name, qty, unit = line.split(',')
        q = parse_qty(qty) * factor
        print(f"  {name:8} {show(q):>6} {unit}".rstrip())
