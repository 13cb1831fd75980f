from queue import PriorityQueue

tasks = PriorityQueue()
for prio, name in [(3, 'refactor'), (1, 'hotfix'), (2, 'review'), (1, 'deploy'), (5, 'lunch'), (2, 'answer mail')]:
    tasks.put((prio, name))
print(tasks.qsize())
order = []
while not tasks.empty():
    prio, name = tasks.get()
    order.append(f'{prio}:{name}')
    tasks.task_done()
print(order, tasks.unfinished_tasks)
pq = PriorityQueue()
for n in [5, 3, 9, 1, 7, 3, 8]:
    pq.put(n)
print([pq.get() for _ in range(pq.qsize())])
class Job:
    def __init__(self, cost, name):
        self.cost, self.name = cost, name
    def __lt__(self, other):
        return self.cost < other.cost
jobs = PriorityQueue()
for c, n in [(4, 'd'), (1, 'a'), (3, 'c')]:
    jobs.put(Job(c, n))
print([jobs.get().name for _ in range(3)])
try:
    bad = PriorityQueue()
    bad.put({'x': 1})
    bad.put({'y': 2})
except TypeError as e:
    print(e)
