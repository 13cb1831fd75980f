# functools.RLock, CPython's _thread.RLock that cached_property's users lock with: reentrant,
# counted, and refusing a release of a lock not held.
import functools

lock = functools.RLock()
print(repr(lock).split(' at ')[0])
with lock:
    with lock:
        print(repr(lock).startswith('<locked _thread.RLock object owner='), lock._is_owned())
print(lock._is_owned(), lock.acquire(), lock.acquire(False), lock.acquire(timeout=1))
for _ in range(3):
    lock.release()
try:
    lock.release()
except RuntimeError as e:
    print('RuntimeError:', e)
for args in [(False, 1), (True, -2)]:
    try:
        lock.acquire(*args)
    except ValueError as e:
        print('ValueError:', e)


class Item:
    _cost = 1

    def __init__(self):
        self.lock = functools.RLock()

    @functools.cached_property
    def cost(self):
        with self.lock:
            self._cost += 1
        return self._cost


item = Item()
print(item.cost, item.cost)
