log = []


def noisy(x):
    log.append(x)
    return x * 10


gen = (noisy(i) for i in range(5))
print("log after creation:", log)
print(next(gen))
print("log after one next:", log)
print(next(gen))
print("log:", log)
rest = list(gen)
print(rest, log)

log.clear()
found = any(noisy(i) > 20 for i in range(10))
print(found, log)

log.clear()
all_small = all(noisy(i) < 30 for i in range(10))
print(all_small, log)

# first iterable is evaluated eagerly
def source():
    print("source called")
    return [1, 2, 3]


g2 = (x + 1 for x in source())
print("genexp created")
print(list(g2))

# genexp is exhausted after one use
g3 = (c.upper() for c in "abc")
print(list(g3))
print(list(g3))

print(sum(x * x for x in range(1, 11)))
print("-".join(str(n) for n in range(5)))
print(max((len(w), w) for w in "the quick brown fox".split()))
