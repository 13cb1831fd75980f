class PriorityQueue:
    """Binary min-heap on a plain list, with a counter for FIFO tie-breaking."""
    def __init__(self):
        self.heap = []
        self.counter = 0

    def __len__(self):
        return len(self.heap)

    def push(self, priority, item):
        self.heap.append((priority, self.counter, item))
        self.counter += 1
        self._sift_up(len(self.heap) - 1)

    def pop(self):
        if not self.heap:
            raise IndexError("pop from empty priority queue")
        top = self.heap[0]
        last = self.heap.pop()
        if self.heap:
            self.heap[0] = last
            self._sift_down(0)
        return top[0], top[2]

    def peek(self):
        return self.heap[0][2] if self.heap else None

    def _sift_up(self, i):
        while i > 0:
            parent = (i - 1) // 2
            if self.heap[i] < self.heap[parent]:
                self.heap[i], self.heap[parent] = self.heap[parent], self.heap[i]
                i = parent
            else:
                break

    def _sift_down(self, i):
        n = len(self.heap)
        while True:
            smallest = i
            for child in (2 * i + 1, 2 * i + 2):
                if child < n and self.heap[child] < self.heap[smallest]:
                    smallest = child
            if smallest == i:
                return
            self.heap[i], self.heap[smallest] = self.heap[smallest], self.heap[i]
            i = smallest

pq = PriorityQueue()
for prio, task in [(3, "write docs"), (1, "fix bug"), (2, "review"), (1, "deploy"), (5, "lunch"), (2, "email")]:
    pq.push(prio, task)
print(len(pq), "tasks; next:", pq.peek())
while pq:
    prio, task = pq.pop()
    print(f"  p{prio}: {task}")

def heap_sort(values):
    q = PriorityQueue()
    for v in values:
        q.push(v, v)
    return [q.pop()[1] for _ in range(len(values))]

data = [9, 4, 7, 1, 8, 2, 2, 6, 0, 5]
print(heap_sort(data), heap_sort(data) == sorted(data))

def k_smallest(values, k):
    q = PriorityQueue()
    for v in values:
        q.push(-v, v)
        if len(q) > k:
            q.pop()
    return sorted(q.pop()[1] for _ in range(len(q)))

print(k_smallest(data, 3))
try:
    PriorityQueue().pop()
except IndexError as e:
    print("IndexError:", e)
