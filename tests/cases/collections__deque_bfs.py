from collections import deque

graph = {
    'home': ['park', 'shop'],
    'park': ['lake', 'home'],
    'shop': ['bank', 'cafe'],
    'bank': ['office'],
    'cafe': ['office', 'lake'],
    'lake': ['office'],
    'office': [],
}

def shortest_path(start, goal):
    queue = deque([[start]])
    seen = {start}
    while queue:
        path = queue.popleft()
        node = path[-1]
        if node == goal:
            return path
        for nxt in graph[node]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(path + [nxt])
    return None

print(shortest_path('home', 'office'))
print(shortest_path('shop', 'lake'))
print(shortest_path('office', 'home'))
order = []
todo = deque(['home'])
visited = set()
while todo:
    n = todo.popleft()
    if n in visited:
        continue
    visited.add(n)
    order.append(n)
    todo.extend(graph[n])
print(order)
big = deque()
for i in range(3000):
    big.append(i)
    if i % 2:
        big.popleft()
for i in range(500):
    big.appendleft(-i)
print(len(big), big[0], big[-1], big[1000], sum(big))
stack = deque()
for ch in '(()[{}])':
    if ch in '([{':
        stack.append(ch)
    else:
        stack.pop()
print(len(stack) == 0)
