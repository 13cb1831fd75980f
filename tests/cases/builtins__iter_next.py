it = iter([1, 2])
print(next(it), next(it), next(it, "default"), next(it, None))
try:
    next(it)
except StopIteration as e:
    print("StopIteration", repr(e))
calls = [0]
def counter():
    calls[0] += 1
    return calls[0]
print(list(iter(counter, 4)))
s = iter("hi")
print(list(s), list(s), iter(s) is s)
for bad in [5, None]:
    try:
        iter(bad)
    except TypeError as e:
        print(repr(e))
try:
    next([1])
except TypeError as e:
    print(repr(e))
