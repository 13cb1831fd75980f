def min_coins(coins, amount):
    INF = amount + 1
    best = [0] + [INF] * amount
    choice = [None] * (amount + 1)
    for a in range(1, amount + 1):
        for c in coins:
            if c <= a and best[a - c] + 1 < best[a]:
                best[a] = best[a - c] + 1
                choice[a] = c
    if best[amount] >= INF:
        return None
    used = {}
    while amount:
        c = choice[amount]
        used[c] = used.get(c, 0) + 1
        amount -= c
    return dict(sorted(used.items(), reverse=True))


def count_ways(coins, amount):
    ways = [1] + [0] * amount
    for c in coins:
        for a in range(c, amount + 1):
            ways[a] += ways[a - c]
    return ways[amount]


def greedy_change(coins, amount):
    result = {}
    for c in sorted(coins, reverse=True):
        n, amount = divmod(amount, c)
        if n:
            result[c] = n
    return result if amount == 0 else None


US = [1, 5, 10, 25]
WEIRD = [1, 3, 4]
for amount in [0, 6, 30, 99]:
    print(f"US {amount:>3}: dp={min_coins(US, amount)} greedy={greedy_change(US, amount)} ways={count_ways(US, amount)}")
for amount in [6, 10]:
    print(f"WEIRD {amount}: dp={min_coins(WEIRD, amount)} greedy={greedy_change(WEIRD, amount)}")
print(min_coins([5, 10], 3), greedy_change([5, 10], 3))
print(count_ways([1, 2, 5, 10, 20, 50, 100, 200], 200))
