class LRUCache:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = {}
        self.hits = 0
        self.misses = 0
        self.evicted = []

    def get(self, key):
        if key in self.data:
            value = self.data.pop(key)
            self.data[key] = value
            self.hits += 1
            return value
        self.misses += 1
        return None

    def put(self, key, value):
        if key in self.data:
            self.data.pop(key)
        elif len(self.data) >= self.capacity:
            oldest = next(iter(self.data))
            self.evicted.append(oldest)
            del self.data[oldest]
        self.data[key] = value

    def __repr__(self):
        return "LRU[" + " ".join(f"{k}={v}" for k, v in self.data.items()) + "]"


cache = LRUCache(3)
requests = "A B C A D B E A C F A".split()
for key in requests:
    value = cache.get(key)
    if value is None:
        value = key.lower() * 2
        cache.put(key, value)
        status = "miss"
    else:
        status = "hit "
    print(f"{key} {status} {cache!r}")
print(f"hits={cache.hits} misses={cache.misses} ratio={cache.hits / len(requests):.1%}")
print("evicted order:", cache.evicted)


def memo_fib():
    memo = {}
    calls = [0]

    def fib(n):
        calls[0] += 1
        if n in memo:
            return memo[n]
        result = n if n < 2 else fib(n - 1) + fib(n - 2)
        memo[n] = result
        return result

    return fib, calls


fib, calls = memo_fib()
print(fib(90), "calls:", calls[0])
print(fib(91), "calls:", calls[0])
