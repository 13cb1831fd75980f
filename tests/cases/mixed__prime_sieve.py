def sieve(limit):
    is_prime = [True] * (limit + 1)
    is_prime[0] = is_prime[1] = False
    p = 2
    while p * p <= limit:
        if is_prime[p]:
            is_prime[p * p::p] = [False] * len(range(p * p, limit + 1, p))
        p += 1
    return [i for i, flag in enumerate(is_prime) if flag]


primes = sieve(200)
print(len(primes), "primes below 200")
for i in range(0, len(primes), 12):
    print(" ".join(f"{p:>3}" for p in primes[i:i + 12]))

twins = [(a, b) for a, b in zip(primes, primes[1:]) if b - a == 2]
print("twin primes:", twins[:8], "...")
gaps = {}
for a, b in zip(primes, primes[1:]):
    gaps[b - a] = gaps.get(b - a, 0) + 1
print("gap histogram:", dict(sorted(gaps.items())))


def factorize(n):
    factors = []
    for p in primes:
        if p * p > n:
            break
        while n % p == 0:
            factors.append(p)
            n //= p
    if n > 1:
        factors.append(n)
    return factors


for n in [360, 97, 1001, 2 ** 10, 9973 * 3, 510510, 199 * 197]:
    fs = factorize(n)
    print(f"{n} = {' * '.join(str(f) for f in fs)}")

goldbach = {}
prime_set = set(sieve(100))
for even in range(4, 41, 2):
    for p in sorted(prime_set):
        if even - p in prime_set:
            goldbach[even] = (p, even - p)
            break
print(goldbach)
