from fractions import Fraction

def continued_fraction(f):
    terms = []
    while True:
        a, r = divmod(f.numerator, f.denominator)
        terms.append(a)
        if r == 0:
            return terms
        f = 1 / Fraction(r, f.denominator)

def convergents(terms):
    out = []
    for i in range(1, len(terms) + 1):
        value = Fraction(terms[i - 1])
        for a in reversed(terms[:i - 1]):
            value = a + 1 / value
        out.append(value)
    return out

for f in [Fraction(415, 93), Fraction(649, 200), Fraction(-7, 3), Fraction(3.245)]:
    terms = continued_fraction(f)
    print(f, terms[:12])
    print('  ', [str(c) for c in convergents(terms)[:6]])
