calls = []


def tracked(n):
    calls.append(n)
    return n


lst = [tracked(i) for i in range(4)]
print("list comp evaluated:", calls)
calls.clear()
gen = (tracked(i) for i in range(4))
print("genexp not evaluated:", calls)
print(next(gen), calls)
print(list(gen), calls)

print(sum([i for i in range(101)]), sum(i for i in range(101)))
print(tuple(c * 2 for c in "ab"))
print(sorted(i % 4 for i in range(10)))
print(list(map(lambda p: p[0] * p[1], zip(range(5), range(5, 10)))))
print(list(filter(None, [0, 1, "", "a", [], [0], None, 2])))
print(list(enumerate(w.upper() for w in ["x", "y"])))

mutating = [1, 2, 3]
snapshot = [x for x in mutating]
mutating.append(4)
print(snapshot, mutating)
