# A deterministic stream of operations on sets of ints, floats and tuples, printed as they go:
# the order after every step must be CPython's.
state = 12345
def rnd(n):
    global state
    state = (state * 1103515245 + 12345) % 2**31
    return state % n

def value(kind):
    x = rnd(200) - 100
    if kind == 0:
        return x
    if kind == 1:
        return x * 2**40 + rnd(7)
    if kind == 2:
        return x / 4
    return (x, rnd(3))

for kind in range(4):
    s = set()
    t = {value(kind) for _ in range(15)}
    for step in range(60):
        op = rnd(8)
        v = value(kind)
        if op < 3:
            s.add(v)
        elif op == 3:
            s.discard(v)
            if s and rnd(3) == 0:
                s.remove(next(iter(s)))
        elif op == 4:
            s |= {value(kind) for _ in range(rnd(5))}
        elif op == 5:
            s -= {value(kind) for _ in range(rnd(8))}
        elif op == 6 and s:
            s.pop()
        else:
            s ^= {value(kind) for _ in range(rnd(4))}
        if step % 10 == 9:
            print(kind, step, s)
    print(kind, 'ops', s | t, s & t, s - t, t - s, s ^ t, t ^ s)
    print(kind, 'methods', s.union(t, [v]), t.intersection(s), t.difference(s, [v]), s.symmetric_difference(t))
    print(kind, 'copies', s.copy(), set(s), frozenset(s), set(list(s)), frozenset(t))
