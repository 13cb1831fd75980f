import heapq

values = [("b", 2), ("a", 1)]
heapq.heapify(values)
print(values)
heapq.heappush(values, ("c", "three"))
print(values)
heapq.heappush(values, ("a", "zero"))
