import random

rng = random.Random(0)
for bad in [lambda: rng.sample([1, 2], 3), lambda: rng.sample({1, 2}, 1), lambda: rng.choices([1, 2], 2),
            lambda: rng.choices([1, 2], [1]), lambda: rng.choices([1, 2], [0, 0]), lambda: rng.getrandbits(-1),
            lambda: rng.seed([1, 2]), lambda: rng.gammavariate(-1, 1), lambda: rng.setstate((7, (), None)),
            lambda: rng.randrange(10, step=2), lambda: rng.sample(range(5), 2, counts=[1, 1])]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(repr(e))
rng.randrange(0, 0)
