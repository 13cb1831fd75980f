# `xs[i]` where both operands are locals (or the index an int constant) reads the item in
# place; every other shape, an index out of range, a negative index, a bool index, a list
# changed between reads and a name rebound by the index's own walrus behave as CPython's.
def reads(xs, t, i):
    out = [xs[i], xs[-1], xs[0], t[i], t[-2], xs[True]]
    try:
        xs[len(xs)]
    except IndexError as e:
        out.append(str(e))
    k = 10
    try:
        t[k]
    except IndexError as e:
        out.append(str(e))
    k = -10
    try:
        xs[k]
    except IndexError as e:
        out.append(str(e))
    xs.append(99)
    n = len(xs) - 1
    out.append(xs[n])
    s = "abc"
    out.append(s[i])
    d = {1: "one"}
    out.append(d[i])
    return out


print(reads([1, 2, 3], (4, 5, 6), 1))


def walrus():
    a = [1, 2, 3]
    b = [7, 8, 9]
    return a[(a := b) and 0], a[0]


print(walrus())


def unbound():
    try:
        return xs[0]  # noqa: F821 (read before its assignment below, on purpose)
    except UnboundLocalError as e:
        return str(e)
    xs = [1]  # noqa: F841 (makes xs a local of the function)


print(unbound())
