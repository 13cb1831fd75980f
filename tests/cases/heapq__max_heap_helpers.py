import heapq

# The max-heap helpers CPython's heapq keeps as private functions.
h = [3, 1, 4, 1, 5, 9, 2, 6]
heapq._heapify_max(h)
print(h)
print(heapq._heappop_max(h), h)
print(heapq._heapreplace_max(h, 0), h)
out = []
while h:
    out.append(heapq._heappop_max(h))
print(out)
for call in [lambda: heapq._heappop_max([]), lambda: heapq._heapreplace_max([], 1), lambda: heapq._heapify_max(())]:
    try:
        call()
    except (IndexError, TypeError) as exc:
        print(exc)
# Top-3 per category with bounded heaps.
SALES = [("toys", 30), ("books", 12), ("toys", 55), ("books", 70), ("toys", 5), ("food", 8), ("books", 40), ("toys", 41), ("food", 9)]
per = {}
for cat, amount in SALES:
    heapq.heappush(per.setdefault(cat, []), amount)
    if len(per[cat]) > 3:
        heapq.heappop(per[cat])
for cat in sorted(per):
    print(cat, sorted(per[cat], reverse=True))
