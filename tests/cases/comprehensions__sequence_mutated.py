# A for loop or a comprehension over a list reads the list live (an item appended during the
# loop is reached, a shortened list ends it early), as a list iterator does; over a tuple, it
# reads the tuple's items. Breaks, else clauses, returns and an iterator held by a name take
# their usual paths.
L = [1, 2, 3]
print([L.append(x) or x for x in L if len(L) < 8])
print(L)
M = [1, 2, 3, 4, 5, 6]
print([M.pop() for _ in M])
t = (1, 2, 3)
print([x * y for x in t for y in t])
print({x: [y for y in L if y > x] for x in t})
print({x % 3 for x in L}, sum(x for x in t), any(x > 2 for x in t), all(x for x in []))
g = (x for x in [1, 2, 3])
print(next(g), list(g))


def late(a):
    return [lambda: a + x for x in range(3)]


print([h() for h in late(10)])
N = [1, 2, 3]
for x in N:
    if len(N) < 6:
        N.append(x * 10)
    print(x, end=" ")
print()
P = [1, 2, 3, 4]
for x in P:
    P.remove(x)
print(P)
for x in (1, 2):
    print(x)
else:
    print("else")
for x in [1, 2, 3]:
    if x == 2:
        break
else:
    print("no")


def first(xs):
    for x in xs:
        return x


print(first([5, 6]), first(()), first((7,)))
for a, b in [(1, 2), (3, 4)]:
    print(a + b)
it = iter([1, 2, 3, 4, 5])
for x in it:
    print(x, next(it, None))
try:
    print([1 / x for x in (1, 0)])
except ZeroDivisionError as e:
    print("caught", e)
