def csqrt(z):
    z = complex(z)
    r = abs(z)
    re = ((r + z.real) / 2) ** 0.5
    im = ((r - z.real) / 2) ** 0.5
    if z.imag < 0:
        im = -im
    return complex(re, im)

def roots(a, b, c):
    d = csqrt(b * b - 4 * a * c)
    return (-b + d) / (2 * a), (-b - d) / (2 * a)

for a, b, c in [(1, -3, 2), (1, 2, 5), (1, 0, 1), (2, 4, 2), (1, 1, 1)]:
    r1, r2 = roots(a, b, c)
    print(f"{a}x^2+{b}x+{c}: {r1.real:.4f}{r1.imag:+.4f}j {r2.real:.4f}{r2.imag:+.4f}j", abs(a * r1 * r1 + b * r1 + c) < 1e-9)
