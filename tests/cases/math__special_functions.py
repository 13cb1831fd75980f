import math


def normal_cdf(x, mu=0.0, sigma=1.0):
    return 0.5 * math.erfc(-(x - mu) / (sigma * math.sqrt(2)))


print(f"{'z':>5} {'cdf':>22} {'erf(z/sqrt2)':>22}")
for i in range(-12, 13, 2):
    z = i / 4
    print(f"{z:>5} {normal_cdf(z)!r:>22} {math.erf(z / math.sqrt(2))!r:>22}")

for x in [-30.0, -6.5, -2.0, -0.9, -1e-300, 0.0, 1e-20, 0.3, 0.84375, 1.0, 1.25, 2.0, 2.857, 3.5, 6.0, 10.0, 27.9, 28.0, 40.0]:
    print("erf", repr(x), repr(math.erf(x)), repr(math.erfc(x)))
print(math.erf(math.inf), math.erf(-math.inf), math.erfc(math.inf), math.erfc(-math.inf), math.isnan(math.erf(math.nan)))

for x in [0.5, 1.0, 1.5, 2.0, 3.0, 4.5, 10.0, 23.0, 24.0, 30.5, 100.0, 171.5, -0.5, -1.5, -2.5, -10.25, -150.75, -250.5, 1e-25, -1e-25]:
    print("gamma", repr(x), repr(math.gamma(x)), repr(math.lgamma(x)))
print(math.lgamma(1), math.lgamma(2), math.lgamma(math.inf), math.lgamma(-math.inf), math.gamma(math.inf))
print(math.lgamma(1e300), math.lgamma(1e-300), math.lgamma(-1e-300))

# Stirling's approximation error, and factorials through gamma.
for n in [1, 5, 10, 20, 50, 100]:
    stirling = math.sqrt(2 * math.pi * n) * (n / math.e) ** n
    exact = math.factorial(n)
    print(n, f"{(exact - stirling) / exact:.3e}", math.gamma(n + 1) == float(exact), repr(math.lgamma(n + 1)))

for f, x in [(math.gamma, 0.0), (math.gamma, -0.0), (math.gamma, -3.0), (math.gamma, -math.inf), (math.lgamma, 0.0), (math.lgamma, -7.0)]:
    try:
        f(x)
    except ValueError as exc:
        print("ValueError", x, exc)
for f, x in [(math.gamma, 172.0), (math.gamma, 200.5), (math.gamma, 1e-310), (math.lgamma, 1e308)]:
    try:
        f(x)
    except OverflowError as exc:
        print("OverflowError", x, exc)
