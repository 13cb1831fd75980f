import random

rng = random.Random(314159)
print("uniform", [rng.uniform(-1, 1) for _ in range(3)])
print("triangular", rng.triangular(), rng.triangular(0, 10), rng.triangular(0, 10, 8), rng.triangular(5, 5))
print("normalvariate", rng.normalvariate(), rng.normalvariate(100, 15))
print("gauss", [rng.gauss(0, 1) for _ in range(4)])
print("lognormvariate", rng.lognormvariate(0, 0.5))
print("expovariate", rng.expovariate(1.5), rng.expovariate(-2))
print("vonmisesvariate", rng.vonmisesvariate(1.0, 4.0), rng.vonmisesvariate(0, 0))
print("gammavariate", rng.gammavariate(0.5, 2), rng.gammavariate(1.0, 3), rng.gammavariate(9, 0.5))
print("betavariate", rng.betavariate(2, 5), rng.betavariate(0.5, 0.5))
print("paretovariate", rng.paretovariate(3))
print("weibullvariate", rng.weibullvariate(1, 1.5))
