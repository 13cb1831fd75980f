import heapq

LOG_A = """09:00:01 a boot
09:00:05 a ready
09:01:10 a request
09:03:00 a shutdown"""
LOG_B = """09:00:02 b boot
09:00:05 b ready
09:02:30 b request"""
LOG_C = """09:00:00 c boot
09:05:00 c idle"""


def entries(text):
    for line in text.splitlines():
        stamp, host, event = line.split()
        yield stamp, host, event


for stamp, host, event in heapq.merge(entries(LOG_A), entries(LOG_B), entries(LOG_C)):
    print(stamp, host, event)
print(list(heapq.merge([1, 3, 5, 7], [0, 2, 4, 8], [5, 10, 15, 20], [], [25])))
print(list(heapq.merge(["dog", "horse"], ["cat", "fish", "kangaroo"], key=len)))
print(list(heapq.merge([9, 7, 5], [8, 6], [10, 1], reverse=True)))
print(list(heapq.merge(["bb", "a"], ["ccc", "dd", "e"], key=len, reverse=True)))
pairs = [[(1, "x"), (2, "x"), (2, "y")], [(1, "p"), (2, "q"), (3, "r")]]
print(list(heapq.merge(*pairs, key=lambda t: t[0])))
print(list(heapq.merge()), list(heapq.merge([])), list(heapq.merge([], [1], [])), list(heapq.merge("ace", "bdf")))
m = heapq.merge([1, 4], [2, 3])
print(next(m), next(m), list(m))
print(list(heapq.merge(iter(range(0, 10, 3)), iter(range(1, 10, 3)), iter(range(2, 10, 3)))))
