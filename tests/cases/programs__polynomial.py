class Poly:
    def __init__(self, coeffs):
        # coeffs[i] is the coefficient of x**i
        c = list(coeffs)
        while len(c) > 1 and c[-1] == 0:
            c.pop()
        self.c = c or [0]

    @property
    def degree(self):
        return len(self.c) - 1 if self.c != [0] else -1

    def __call__(self, x):
        r = 0
        for coef in reversed(self.c):
            r = r * x + coef
        return r

    def __add__(self, o):
        o = o if isinstance(o, Poly) else Poly([o])
        n = max(len(self.c), len(o.c))
        return Poly([(self.c[i] if i < len(self.c) else 0) + (o.c[i] if i < len(o.c) else 0) for i in range(n)])

    def __neg__(self):
        return Poly([-x for x in self.c])

    def __sub__(self, o):
        return self + (-o if isinstance(o, Poly) else Poly([-o]))

    def __mul__(self, o):
        if not isinstance(o, Poly):
            return Poly([x * o for x in self.c])
        out = [0] * (len(self.c) + len(o.c) - 1)
        for i, a in enumerate(self.c):
            for j, b in enumerate(o.c):
                out[i + j] += a * b
        return Poly(out)

    def __rmul__(self, k):
        return self * k

    def __pow__(self, n):
        r = Poly([1])
        for _ in range(n):
            r = r * self
        return r

    def __eq__(self, o):
        return isinstance(o, Poly) and self.c == o.c

    def derivative(self):
        return Poly([i * self.c[i] for i in range(1, len(self.c))])

    def __str__(self):
        terms = []
        for i in range(len(self.c) - 1, -1, -1):
            a = self.c[i]
            if a == 0:
                continue
            sign = "-" if a < 0 else "+"
            a = abs(a)
            coef = "" if a == 1 and i > 0 else str(a)
            var = "" if i == 0 else ("x" if i == 1 else f"x^{i}")
            terms.append((sign, coef + var))
        if not terms:
            return "0"
        s = ("-" if terms[0][0] == "-" else "") + terms[0][1]
        for sign, t in terms[1:]:
            s += f" {sign} {t}"
        return s

    def __repr__(self):
        return f"Poly({self.c})"

x = Poly([0, 1])
p = x ** 2 - 3 * x + 2
q = Poly([1, 1])
print(p, "|", q, "|", repr(p))
print(p + q, "|", p - q, "|", p * q)
print((x + 1) ** 4)
print([p(v) for v in range(-1, 4)])
print(p.derivative(), "|", ((x + 1) ** 4).derivative(), "|", Poly([5]).derivative())
print(p.degree, Poly([0, 0]).degree, (p * q).degree, Poly([0]) == p - p)
print(-p, "|", Poly([0, -1, 0, 1]), "|", 2 * x * x)

def newton(poly, guess, steps=6):
    d = poly.derivative()
    for _ in range(steps):
        guess = guess - poly(guess) / d(guess)
    return round(guess, 6)

print(newton(x ** 2 - 2, 1.0), newton(p, 5.0), newton(p, -3.0))
