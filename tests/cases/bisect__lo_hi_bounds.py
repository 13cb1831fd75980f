import bisect

a = [1, 2, 2, 2, 3, 5, 8, 13]
for x in [0, 1, 2, 4, 13, 20]:
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect_left(a, x, 2), bisect.bisect_right(a, x, 0, 4), bisect.bisect_left(a, x, hi=3))
print(bisect.bisect_right(a, 2, hi=None), bisect.bisect_right(a, 2, hi=-1), bisect.bisect_right(a, 2, hi=-2), bisect.bisect_right(a, 2, 5))
print(bisect.bisect_right(a=a, x=3), bisect.bisect_left(a, x=3, lo=1, hi=6), bisect.bisect(a, 2, True), bisect.bisect_left(a, 2, key=None))


class Idx:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


print(bisect.bisect_left(a, 5, Idx(1), Idx(7)), bisect.bisect_right(a, 2, lo=Idx(3)))
print(bisect.bisect_left(range(0, 100, 5), 42), bisect.bisect_left("abcdefg", "d"), bisect.bisect_right((1, 1, 1), 1))
empty = []
print(bisect.bisect(empty, 5), bisect.bisect_left(empty, 5))
bisect.insort(empty, 5)
print(empty)
