import heapq

readings = [5, 15, 1, 3, 2, 8, 7, 9, 10, 6, 11, 4]
low = []   # max-heap via negation
high = []  # min-heap
for i, x in enumerate(readings, 1):
    if not low or x <= -low[0]:
        heapq.heappush(low, -x)
    else:
        heapq.heappush(high, x)
    if len(low) > len(high) + 1:
        heapq.heappush(high, -heapq.heappop(low))
    elif len(high) > len(low):
        heapq.heappush(low, -heapq.heappop(high))
    median = -low[0] if len(low) > len(high) else (-low[0] + high[0]) / 2
    print(f"after {i:2} readings: median={median}")
print(sorted(-v for v in low), sorted(high))

# Heap sort, and checking the heap invariant after each operation.
def is_heap(h):
    return all(h[(i - 1) // 2] <= h[i] for i in range(1, len(h)))


data = [31, 41, 59, 26, 53, 58, 97, 93, 23, 84]
h = []
for x in data:
    heapq.heappush(h, x)
    assert is_heap(h)
print(h, [heapq.heappop(h) for _ in range(len(data))])
big = list(range(3000, 0, -1))
heapq.heapify(big)
print(is_heap(big), big[:8], heapq.nsmallest(5, big), heapq.nlargest(3, big))
