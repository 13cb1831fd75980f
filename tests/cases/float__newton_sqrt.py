def newton_sqrt(x, tol=1e-12):
    guess = x / 2 if x > 1 else 1.0
    steps = 0
    while abs(guess * guess - x) > tol * x:
        guess = (guess + x / guess) / 2
        steps += 1
    return guess, steps
for x in [2.0, 10.0, 0.25, 1e6, 12345.678]:
    r, steps = newton_sqrt(x)
    print(f"{x:>12} {r:.12f} {steps:2d} {abs(r - x ** 0.5) < 1e-9}")
def integrate(f, a, b, n):
    h = (b - a) / n
    return h * (f(a) / 2 + sum(f(a + i * h) for i in range(1, n)) + f(b) / 2)
print(integrate(lambda t: t * t, 0.0, 3.0, 1000))
print(round(integrate(lambda t: 1 / t, 1.0, 2.0, 500), 10))
