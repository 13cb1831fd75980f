it = iter([1, 2])
print(next(it), next(it))
try:
    next(it)
except StopIteration:
    print("exhausted")
print(next(it, "default"))

def take(iterator, n):
    out = []
    for _ in range(n):
        try:
            out.append(next(iterator))
        except StopIteration:
            break
    return out

nums = iter(range(5))
print(take(nums, 2), take(nums, 2), take(nums, 2), take(nums, 2))

class Limited:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n == 0:
            raise StopIteration("no more")
        self.n -= 1
        return self.n

l = Limited(2)
print(list(l))
try:
    next(l)
except StopIteration as e:
    print("StopIteration args:", e.args)

d = iter({"a": 1, "b": 2})
print(next(d), next(d), next(d, None))
s = iter("hi")
print(next(s), next(s), next(s, "!"))
