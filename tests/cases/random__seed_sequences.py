import random

# The same seeds must give CPython's exact sequences, whatever the seed's type.
random.seed(42)
print([random.random() for _ in range(5)], random.randint(1, 100), random.choice('abc'), random.sample(range(100), 5))

for seed in [0, 1, 12345, -12345, 2**32, 2**32 - 1, 2**64 + 7, 10**40, "hello", b"hello", bytearray(b"hello"), "", "ünïcödé", 3.75, -0.5, True]:
    random.seed(seed)
    print(repr(seed), random.random(), random.getrandbits(16))

random.seed("spam", version=1)
print("v1 str", random.random())
random.seed(b"spam", version=1)
print("v1 bytes", random.random())
random.seed(7, version=1)
print("v1 int", random.random())

r1 = random.Random(2024)
r2 = random.Random(2024)
print([r1.random() == r2.random() for _ in range(3)])
print(random.Random().random() != random.Random().random())
