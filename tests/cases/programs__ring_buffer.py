class RingBuffer:
    def __init__(self, capacity):
        self.buf = [None] * capacity
        self.cap = capacity
        self.head = 0
        self.size = 0
        self.dropped = 0

    def push(self, item):
        idx = (self.head + self.size) % self.cap
        if self.size == self.cap:
            self.buf[self.head] = item
            self.head = (self.head + 1) % self.cap
            self.dropped += 1
        else:
            self.buf[idx] = item
            self.size += 1

    def pop(self):
        if self.size == 0:
            raise IndexError("pop from empty ring buffer")
        item = self.buf[self.head]
        self.buf[self.head] = None
        self.head = (self.head + 1) % self.cap
        self.size -= 1
        return item

    def __len__(self):
        return self.size

    def __iter__(self):
        for i in range(self.size):
            yield self.buf[(self.head + i) % self.cap]

    def __getitem__(self, i):
        if not -self.size <= i < self.size:
            raise IndexError("ring buffer index out of range")
        return self.buf[(self.head + i % self.size) % self.cap]

    def __repr__(self):
        return f"Ring({list(self)}, cap={self.cap})"

class MovingAverage:
    def __init__(self, window):
        self.ring = RingBuffer(window)
        self.total = 0

    def add(self, x):
        if len(self.ring) == self.ring.cap:
            self.total -= self.ring[0]
        self.ring.push(x)
        self.total += x
        return self.total / len(self.ring)

r = RingBuffer(3)
for i in range(1, 6):
    r.push(i)
    print("push", i, r, "raw", r.buf)
print(r[0], r[-1], r[1], "dropped", r.dropped)
print(r.pop(), r.pop(), r, len(r))
r.push("a")
r.push("b")
print(r, list(reversed(list(r))))
ma = MovingAverage(4)
print([round(ma.add(x), 2) for x in [10, 20, 30, 40, 50, 10, 0]])
for op in [lambda: r[5], lambda: RingBuffer(2).pop()]:
    try:
        op()
    except IndexError as e:
        print("IndexError:", e)
