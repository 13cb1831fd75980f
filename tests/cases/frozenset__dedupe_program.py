orders = [["milk", "bread"], ["bread", "milk"], ["eggs"], ["milk", "bread", "eggs"], ["eggs"], ["bread", "eggs", "milk"]]
counts = {}
for o in orders:
    k = frozenset(o)
    counts[k] = counts.get(k, 0) + 1
for k, n in sorted(counts.items(), key=lambda kv: (-kv[1], sorted(kv[0]))):
    print(", ".join(sorted(k)), n)
all_items = frozenset().union(*orders)
print(sorted(all_items), all(frozenset(o) <= all_items for o in orders))
