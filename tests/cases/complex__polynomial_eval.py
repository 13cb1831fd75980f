def horner(coeffs, x):
    acc = 0
    for c in coeffs:
        acc = acc * x + c
    return acc
p = [1, 0, -1, 2]
for x in [0, 1, 1j, -1j, 1 + 1j, 0.5 - 0.5j]:
    v = horner(p, x)
    print(repr(x), repr(v), type(v) is complex)
roots_of_unity = []
w = complex(0.5, 3 ** 0.5 / 2)
z = 1 + 0j
for k in range(6):
    roots_of_unity.append(z)
    z *= w
print([f"{r.real:+.3f}{r.imag:+.3f}j" for r in roots_of_unity])
print(abs(sum(roots_of_unity)) < 1e-12)
