import random

rng = random.Random(77)
for k in [0, 1, 7, 31, 32, 33, 63, 64, 65, 100, 200]:
    print(k, rng.getrandbits(k))
print(rng.randbytes(0), rng.randbytes(5), rng.randbytes(16).hex())
big = rng.getrandbits(1000)
print(big.bit_length() <= 1000, big % 1000003)
print(random.Random("bits").getrandbits(128))
