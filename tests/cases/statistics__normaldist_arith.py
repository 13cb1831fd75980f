from statistics import NormalDist

a, b = NormalDist(10, 3), NormalDist(4, 4)
print(a + b, a - b, a * 2, a / 2, -a, +a, a + 1, 1 + a, 20 - a, 2 * a, a * -3)
print(a == NormalDist(10, 3), a == b, a == 10, a != b, hash(a) == hash(NormalDist(10.0, 3.0)))
temps_f = NormalDist.from_samples([75.1, 73.0, 77.5, 71.2, 76.8, 74.4])
print(temps_f)
temps_c = (temps_f - 32) * 5 / 9
print(temps_c, round(temps_c.mean, 6))
print(NormalDist().samples(4, seed=42))
print(NormalDist(100, 10).samples(3, seed='abc'))
print(NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5]), NormalDist(0, 0))
class Skewed(NormalDist):
    pass
print(Skewed(1, 2), repr(Skewed.from_samples([1, 2, 3])))
