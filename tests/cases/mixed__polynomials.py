class Poly:
    def __init__(self, coeffs):
        coeffs = list(coeffs)
        while len(coeffs) > 1 and coeffs[-1] == 0:
            coeffs.pop()
        self.c = coeffs or [0]

    def degree(self):
        return len(self.c) - 1

    def __add__(self, other):
        n = max(len(self.c), len(other.c))
        a = self.c + [0] * (n - len(self.c))
        b = other.c + [0] * (n - len(other.c))
        return Poly(x + y for x, y in zip(a, b))

    def __mul__(self, other):
        out = [0] * (len(self.c) + len(other.c) - 1)
        for i, a in enumerate(self.c):
            for j, b in enumerate(other.c):
                out[i + j] += a * b
        return Poly(out)

    def __call__(self, x):
        result = 0
        for coef in reversed(self.c):
            result = result * x + coef
        return result

    def derivative(self):
        return Poly(i * c for i, c in enumerate(self.c) if i > 0)

    def __eq__(self, other):
        return self.c == other.c

    def __repr__(self):
        terms = []
        for power in range(len(self.c) - 1, -1, -1):
            coef = self.c[power]
            if coef == 0 and len(self.c) > 1:
                continue
            sign = "-" if coef < 0 else "+"
            mag = abs(coef)
            body = "" if mag == 1 and power else str(mag)
            body += "" if power == 0 else "x" if power == 1 else f"x^{power}"
            terms.append((sign, body))
        first_sign, first = terms[0]
        s = ("-" if first_sign == "-" else "") + first
        return s + "".join(f" {sg} {b}" for sg, b in terms[1:])


p = Poly([1, -3, 0, 2])
q = Poly([-1, 1])
print("p =", p, "degree", p.degree())
print("q =", q)
print("p + q =", p + q)
print("p * q =", p * q)
print("p' =", p.derivative(), " p'' =", p.derivative().derivative())
print([p(x) for x in range(-2, 3)])
print(Poly([0, 0, 0]), Poly([5]), Poly([0, 1]), Poly([0, -1, 0, -1]))
binom = Poly([1])
for _ in range(6):
    binom = binom * Poly([1, 1])
print("(1+x)^6 =", binom)
print(binom.c, sum(binom.c) == 2 ** 6, binom(1), binom(-1))
print(Poly([1, 2]) * Poly([1, -2]) == Poly([1, 0, -4]))


def newton(poly, x, steps=6):
    d = poly.derivative()
    for _ in range(steps):
        x = x - poly(x) / d(x)
    return round(x, 10)


print("root of x^2 - 2 near 1:", newton(Poly([-2, 0, 1]), 1.0))
print("root of p near 0.4:", newton(p, 0.4))
