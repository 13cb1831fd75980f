import heapq

heap = []
for x in [3, 1, 2]:
    heapq.heappush(heap, x)
print(heap)
frozen = tuple(heap)
heapq.heappush(frozen, 0)
