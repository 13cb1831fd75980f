# A sort whose comparison or key function raises keeps every item in the list (in some
# order), as CPython does; a mutation during the sort is reported even when the list ends
# empty again.

class Boom:
    def __init__(self, n, bad):
        self.n = n
        self.bad = bad

    def __lt__(self, other):
        if self.bad or other.bad:
            raise RuntimeError("no order")
        return self.n < other.n


items = [Boom(i, i == 37) for i in range(60)]
try:
    items.sort()
except RuntimeError as e:
    print("raised", e)
print(len(items), sorted(b.n for b in items) == list(range(60)))


def key(x):
    if x == 5:
        raise ValueError("bad key")
    return -x


nums = list(range(10))
try:
    nums.sort(key=key)
except ValueError as e:
    print("raised", e)
print(nums)

small = [3, "a", 1]
try:
    small.sort()
except TypeError as e:
    print(type(e).__name__)
print(sorted(map(str, small)))

L = []


class AppendThenPop:
    def __lt__(self, other):
        L.append(1)
        L.pop()
        return False


L.extend(AppendThenPop() for _ in range(5))
try:
    L.sort()
except ValueError as e:
    print("ValueError", e)
print(len(L))
