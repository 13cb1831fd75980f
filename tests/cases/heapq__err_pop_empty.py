import heapq

pending = [4, 1, 3]
heapq.heapify(pending)
while True:
    job = heapq.heappop(pending)
    print("processing", job)
