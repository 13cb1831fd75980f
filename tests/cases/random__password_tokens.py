import random

rng = random.Random("tokens")
alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
for _ in range(5):
    print(''.join(rng.choice(alphabet) for _ in range(12)))

# Pronounceable names from consonant-vowel pairs.
cons, vows = 'bcdfghjklmnprstvz', 'aeiou'
names = []
for _ in range(6):
    names.append(''.join(rng.choice(cons) + rng.choice(vows) for _ in range(3)).capitalize())
print(names)
print(rng.randbytes(8).hex(), '%032x' % rng.getrandbits(128))
