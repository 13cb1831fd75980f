import random

suits = ['S', 'H', 'D', 'C']
ranks = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A']
deck = [r + s for s in suits for r in ranks]

random.seed("poker night")
random.shuffle(deck)
hands = [deck[i * 5:(i + 1) * 5] for i in range(4)]
for i, hand in enumerate(hands, 1):
    print(f"player {i}:", ' '.join(hand))

# Shuffle again, with a separate generator, and a list of objects.
rng = random.Random(99)
players = [{'name': n} for n in ['ann', 'bob', 'cy', 'dee', 'eve', 'fay']]
rng.shuffle(players)
print([p['name'] for p in players])
empty = []
rng.shuffle(empty)
one = [1]
rng.shuffle(one)
print(empty, one, deck[-3:])
