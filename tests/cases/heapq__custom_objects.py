import heapq


class Job:
    def __init__(self, name, priority):
        self.name = name
        self.priority = priority

    def __lt__(self, other):
        print(f"  compare {self.name}<{other.name}")
        return self.priority < other.priority

    def __repr__(self):
        return f"{self.name}:{self.priority}"


jobs = [Job("a", 3), Job("b", 1), Job("c", 2), Job("d", 1), Job("e", 5)]
h = []
for j in jobs:
    print("push", j)
    heapq.heappush(h, j)
print(h)
print("heapify")
h2 = list(jobs)
heapq.heapify(h2)
print(h2)
while h:
    print("pop", heapq.heappop(h))
print(heapq.nsmallest(2, jobs, key=lambda j: j.priority), heapq.nlargest(2, jobs, key=lambda j: j.priority))


class Rev:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v > other.v

    def __repr__(self):
        return f"Rev({self.v})"


r = [Rev(x) for x in [3, 9, 1, 7]]
heapq.heapify(r)
print(r, heapq.heappop(r), heapq.heappop(r))


class Tasks(list):
    pass


t = Tasks([5, 2, 8])
heapq.heapify(t)
heapq.heappush(t, 1)
print(t, type(t) is Tasks, heapq.heappop(t))
