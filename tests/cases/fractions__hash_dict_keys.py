from fractions import Fraction as F

# Equal numbers hash equal, whatever their type.
print(hash(F(1, 2)) == hash(0.5), hash(F(3)) == hash(3), hash(F(-1)) == hash(-1), hash(F(6, 4)) == hash(1.5))
for f in [F(1, 3), F(-1, 3), F(2, 7), F(10 ** 30, 7), F(-10 ** 25, 3), F(1, 2 ** 61 - 1), F(5, 2 ** 61 - 1), F(0), F(-1), F(-2)]:
    print(f, hash(f))
counts = {}
for x in [F(1, 2), F(2, 4), F(1, 3), F(3, 6), F(2, 6)]:
    counts[x] = counts.get(x, 0) + 1
print(counts)
print({0.5: 'half', 3: 'three'}[F(1, 2)], {2: 'two'}[F(4, 2)])
print(sorted({F(1, 2), F(2, 4), F(1, 3)}), len({F(1, 2), F(3, 6)}))
