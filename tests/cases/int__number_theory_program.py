def gcd(a, b):
    while b:
        a, b = b, a % b
    return abs(a)

def primes_upto(n):
    sieve = [True] * (n + 1)
    sieve[0] = sieve[1] = False
    for i in range(2, int(n ** 0.5) + 1):
        if sieve[i]:
            sieve[i * i :: i] = [False] * len(range(i * i, n + 1, i))
    return [i for i, p in enumerate(sieve) if p]

def factor(n):
    out = []
    d = 2
    while d * d <= n:
        while n % d == 0:
            out.append(d)
            n //= d
        d += 1
    if n > 1:
        out.append(n)
    return out

ps = primes_upto(200)
print(len(ps), ps[-5:], sum(ps))
for n in [360, 9973, 2**32 + 1, 600851475143, 1001]:
    print(n, factor(n), gcd(n, 360))
def collatz(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps
best = max(range(1, 3000), key=collatz)
print(best, collatz(best))
fib = [0, 1]
while len(fib) < 120:
    fib.append(fib[-1] + fib[-2])
print(fib[-1], fib[-1] % 1000000007, gcd(fib[100], fib[80]) == fib[20])
