# Powers of powers of two are shifts: exact values, signs and sizes as CPython's.
for base in (2, -2, 4, -8, 1024, 2**70, -(2**65)):
    for exp in (0, 1, 2, 3, 7, 64, 65, 1000):
        r = base**exp
        print(base if abs(base) < 2**20 else "big", exp, r.bit_length(), r < 0, r % 1000003)
print((2 ** 2**22).bit_length(), (2 ** 2**22) % 999983)
print(((-2) ** (2**20 + 1)) % 999983, ((-2) ** (2**20 + 1)) < 0)
print(pow(2, 100), pow(-4, 3), 2**-2, (-2) ** -3)
