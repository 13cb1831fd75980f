import heapq

TASKS = """3|write report
1|fix outage
2|review PR
1|call customer
5|clean desk
2|update docs
"""

queue = []
for seq, line in enumerate(TASKS.strip().splitlines()):
    prio, name = line.split("|")
    heapq.heappush(queue, (int(prio), seq, name))
    print("pushed", name, "->", queue[0][2])
print(queue)
while queue:
    prio, seq, name = heapq.heappop(queue)
    print(f"p{prio} #{seq} {name}")

h = [5, 3, 8, 1, 9, 2, 7]
heapq.heapify(h)
print(h)
print(heapq.heappushpop(h, 0), h)
print(heapq.heappushpop(h, 4), h)
print(heapq.heapreplace(h, 6), h)
print(heapq.heapreplace(h, 0), h)
print([heapq.heappop(h) for _ in range(len(h))])
print(heapq.heappushpop([], 5))
