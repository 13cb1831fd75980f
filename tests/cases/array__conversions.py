# array.array: every typecode's conversion on the way in, with CPython's checks in CPython's
# order ('b' is parsed as a short first, 'H' as an int) and its exact overflow messages.
from array import array


class F:
    def __float__(self):
        return 2.5


class I:
    def __index__(self):
        return 7


values = [
    2**7,
    2**8,
    2**15,
    2**16,
    2**31,
    2**32,
    2**63,
    2**64,
    -1,
    -129,
    -(2**15) - 1,
    -(2**31) - 1,
    -(2**63) - 1,
    -(2**64) - 1,
    1.5,
    "a",
    "ab",
    None,
    F(),
    I(),
    True,
    10**30,
    1e39,
    0.1,
]
for tc in "bBhHiIlLqQfdu":
    for v in values:
        try:
            r = repr(array(tc, [v]))
        except (OverflowError, TypeError) as e:
            r = "%s: %s" % (type(e).__name__, e)
        print(tc, type(v).__name__, r)

# The same checks on assignment, append, insert and extend; a failed item leaves the array
# as it was (fromlist) or keeps what came before it (extend).
a = array("b", [1, 2])
for f in (
    lambda: a.__setitem__(0, 300),
    lambda: a.append(-200),
    lambda: a.insert(0, 128),
    lambda: a.extend([3, 400]),
    lambda: a.fromlist([5, 500]),
    lambda: a.fromlist((5,)),
):
    try:
        f()
    except (OverflowError, TypeError) as e:
        print(type(e).__name__, e, a)
# The index is checked before the value.
try:
    a[10] = 1000
except IndexError as e:
    print("IndexError", e)
print(array("L", [2**64 - 1]), array("Q", [2**63]).tolist(), array("f", [0.1])[0])
print(array("I", [I()]), array("d", [F(), I(), True]))
