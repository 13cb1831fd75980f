from collections import OrderedDict

class LRU:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = OrderedDict()
        self.evicted = []

    def get(self, key):
        if key not in self.data:
            return None
        self.data.move_to_end(key)
        return self.data[key]

    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            self.evicted.append(self.data.popitem(last=False))

cache = LRU(3)
for k in 'abcadeafg':
    if cache.get(k) is None:
        cache.put(k, k.upper())
print(cache.data)
print(cache.evicted)
print(list(cache.data), list(reversed(cache.data)))
od = OrderedDict.fromkeys('xyz', 0)
od.move_to_end('x')
od.move_to_end('z', last=False)
print(od, od.popitem(), od.popitem(last=False), od)
try:
    od.move_to_end('missing')
except KeyError as e:
    print('KeyError', e)
OrderedDict().popitem()
