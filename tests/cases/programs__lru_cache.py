class _Node:
    def __init__(self, key=None, value=None):
        self.key, self.value = key, value
        self.prev = self.next = None

class LRUCache:
    def __init__(self, capacity):
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self.map = {}
        self.head, self.tail = _Node(), _Node()
        self.head.next, self.tail.prev = self.tail, self.head
        self.evicted = []

    def _unlink(self, node):
        node.prev.next, node.next.prev = node.next, node.prev

    def _push_front(self, node):
        node.next, node.prev = self.head.next, self.head
        self.head.next.prev = node
        self.head.next = node

    def get(self, key, default=None):
        node = self.map.get(key)
        if node is None:
            return default
        self._unlink(node)
        self._push_front(node)
        return node.value

    def put(self, key, value):
        if key in self.map:
            node = self.map[key]
            node.value = value
            self._unlink(node)
        else:
            if len(self.map) == self.capacity:
                lru = self.tail.prev
                self._unlink(lru)
                del self.map[lru.key]
                self.evicted.append(lru.key)
            node = _Node(key, value)
            self.map[key] = node
        self._push_front(node)

    def __contains__(self, key):
        return key in self.map

    def __len__(self):
        return len(self.map)

    def keys(self):
        out, node = [], self.head.next
        while node is not self.tail:
            out.append(node.key)
            node = node.next
        return out

    def __repr__(self):
        return "LRU[" + ", ".join(f"{k}={self.map[k].value}" for k in self.keys()) + "]"

c = LRUCache(3)
for k, v in [("a", 1), ("b", 2), ("c", 3)]:
    c.put(k, v)
print(c)
print(c.get("a"), c)
c.put("d", 4)
print(c, "evicted", c.evicted)
c.put("c", 30)
c.put("e", 5)
print(c, "evicted", c.evicted)
print(c.get("b", "miss"), "d" in c, "b" in c, len(c))

def cached(fn, cache):
    def wrapper(n):
        hit = cache.get(n)
        if hit is not None:
            return hit
        r = fn(n)
        cache.put(n, r)
        return r
    return wrapper

slow_calls = []
def slow_square(n):
    slow_calls.append(n)
    return n * n

sq = cached(slow_square, LRUCache(2))
print([sq(n) for n in [1, 2, 1, 3, 2, 1, 1]])
print("computed:", slow_calls)
try:
    LRUCache(0)
except ValueError as e:
    print("ValueError:", e)
