# Deep recursion through a generator expression a builtin consumes: each level is a frame,
# so the recursion limit is reached as in CPython (RecursionError, caught here).
def depth(n):
    if n == 0:
        return 0
    return 1 + sum(depth(m) for m in [n - 1])


print(depth(50))
try:
    depth(100000)
except RecursionError:
    print("RecursionError")


def walk(tree):
    return 1 + sum(walk(c) for c in tree)


print(walk([[], [[], []], [[[]]]]))
print(max(len(str(n)) for n in (2**k for k in range(100))))
