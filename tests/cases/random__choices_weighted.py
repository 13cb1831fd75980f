import random

random.seed(2023)
print(random.choices(['a', 'b', 'c']))
print(random.choices(['a', 'b', 'c'], k=10))
print(random.choices(['win', 'lose', 'draw'], weights=[18, 18, 2], k=12))
print(random.choices(['win', 'lose', 'draw'], cum_weights=[18, 36, 38], k=12))
print(random.choices(range(5), [0.1, 0.2, 0.3, 0.25, 0.15], k=8))
print(random.choices('xy', weights=[0, 1], k=5))
print(random.choices([], k=0))

# A weighted sample of a deck of outcomes, tallied.
outcomes = random.choices(['heads', 'tails'], weights=[3, 1], k=400)
print({o: outcomes.count(o) for o in ['heads', 'tails']})
