ITEMS = [
    ("tent", 11, 30),
    ("stove", 4, 10),
    ("water", 9, 25),
    ("food", 6, 22),
    ("camera", 2, 8),
    ("book", 1, 3),
    ("jacket", 5, 15),
    ("rope", 3, 6),
]


def knapsack(items, capacity):
    n = len(items)
    best = [[0] * (capacity + 1) for _ in range(n + 1)]
    for i, (_, weight, value) in enumerate(items, start=1):
        for w in range(capacity + 1):
            best[i][w] = best[i - 1][w]
            if weight <= w and best[i - 1][w - weight] + value > best[i][w]:
                best[i][w] = best[i - 1][w - weight] + value
    chosen = []
    w = capacity
    for i in range(n, 0, -1):
        if best[i][w] != best[i - 1][w]:
            name, weight, _ = items[i - 1]
            chosen.append(name)
            w -= weight
    return best[n][capacity], chosen[::-1]


for cap in [0, 5, 10, 20, 30, 41]:
    value, chosen = knapsack(ITEMS, cap)
    weight = sum(wt for name, wt, _ in ITEMS if name in chosen)
    print(f"capacity {cap:>2}: value {value:>3} weight {weight:>2} {chosen}")


def greedy(items, capacity):
    ranked = sorted(items, key=lambda it: it[2] / it[1], reverse=True)
    total = 0
    picked = []
    for name, weight, value in ranked:
        if weight <= capacity:
            capacity -= weight
            total += value
            picked.append(name)
    return total, picked


for cap in [10, 20]:
    g, picked = greedy(ITEMS, cap)
    opt, _ = knapsack(ITEMS, cap)
    print(f"greedy {cap}: {g} vs optimal {opt} ({'optimal' if g == opt else 'suboptimal'}) {picked}")
ratios = {name: round(v / w, 2) for name, w, v in ITEMS}
print(ratios)
