def is_prime(n):
    if n < 2:
        return False
    return all(n % d for d in range(2, int(n ** 0.5) + 1))
ps = [n for n in range(100) if is_prime(n)]
print(ps)
twins = [(p, p + 2) for p in ps if p + 2 in ps]
print(twins)
gaps = [b - a for a, b in zip(ps, ps[1:])]
print(max(gaps), gaps.index(max(gaps)), sum(range(0, 1000, 3)) + sum(range(0, 1000, 5)) - sum(range(0, 1000, 15)))
