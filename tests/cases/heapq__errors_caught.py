import heapq

checks = [
    lambda: heapq.heappop([]),
    lambda: heapq.heapreplace([], 1),
    lambda: heapq.heappush((), 1),
    lambda: heapq.heappop(()),
    lambda: heapq.heapify((3, 1)),
    lambda: heapq.heappushpop("ab", "c"),
    lambda: heapq.heappush([]),
    lambda: heapq.heappush([], 1, 2),
    lambda: heapq.heappop(),
    lambda: heapq.heapify(),
    lambda: heapq.heappush(heap=[], item=1),
    lambda: heapq.heappush([1], "a"),
    lambda: heapq.heapify([3, "a", 1]),
    lambda: heapq.nlargest(3),
    lambda: heapq.nlargest(2, [1, "a", 3]),
    lambda: heapq.nsmallest(2.5, [1, 2, 3]),
    lambda: heapq.nlargest(2, 5),
    lambda: list(heapq.merge([1], [2], foo=1)),
    lambda: list(heapq.merge([1, 2], ["a"])),
]
for check in checks:
    try:
        check()
        print("no error")
    except (IndexError, TypeError) as exc:
        print(type(exc) is IndexError, exc)
print(heapq.heappop([1, "a"]), heapq.nsmallest(-1, [1, 2]), heapq.nlargest(0, [1, 2]))
