# The argument errors of the native heap primitives (_heapq), through heapq.
import heapq


def show(label, f):
    try:
        f()
        print(label, "ok")
    except TypeError as e:
        print(label, "TypeError:", e)


show("heappush([])", lambda: heapq.heappush([]))
show("heappush([], 1, 2)", lambda: heapq.heappush([], 1, 2))
show("heappush(heap=[], item=1)", lambda: heapq.heappush(heap=[], item=1))
show("heappop()", lambda: heapq.heappop())
show("heappop([1], 2)", lambda: heapq.heappop([1], 2))
show("heappop(heap=[1])", lambda: heapq.heappop(heap=[1]))
show("heapify()", lambda: heapq.heapify())
show("heapify(x=[])", lambda: heapq.heapify(x=[]))
show("heapreplace([1])", lambda: heapq.heapreplace([1]))
show("heappushpop([])", lambda: heapq.heappushpop([]))
h = [3, 1, 2]
heapq.heapify(h)
heapq.heappush(h, 0)
print(h, heapq.heappop(h), heapq.heappushpop(h, 5), heapq.heapreplace(h, 0), h)
