# A key deleted and another added behind the iterator, the size unchanged: CPython's
# "dictionary keys changed during iteration", also when the deleted key was the last one.
def t(label, f):
    try:
        print(label, repr(f()))
    except RuntimeError as e:
        print(label, repr(e))


def last_replaced():
    d = {1: 1, 2: 2, 3: 3}
    seen = []
    for k in d:
        seen.append(k)
        if k == 3:
            del d[3]
            d[4] = 4
    return seen


def first_replaced():
    d = {1: 1, 2: 2, 3: 3}
    seen = []
    for k in d:
        seen.append(k)
        if k == 1:
            del d[1]
            d[4] = 4
    return seen


def ahead_replaced():
    # The deleted key is still ahead: the new key takes its turn, no error.
    d = {1: 1, 2: 2, 3: 3}
    seen = []
    for k in d:
        seen.append(k)
        if k == 1:
            del d[3]
            d[4] = 4
    return seen, d


def values_last_replaced():
    d = {"a": 1, "b": 2}
    seen = []
    for v in d.values():
        seen.append(v)
        if v == 2:
            del d["b"]
            d["c"] = 3
    return seen


def items_twice():
    d = {1: 1, 2: 2}
    seen = []
    for k, v in d.items():
        seen.append(k)
        if k == 2:
            d.pop(2)
            d[5] = 5
    return seen


for name, f in [
    ("last_replaced", last_replaced),
    ("first_replaced", first_replaced),
    ("ahead_replaced", ahead_replaced),
    ("values_last_replaced", values_last_replaced),
    ("items_twice", items_twice),
]:
    t(name, f)

# popitem and re-adding keep the order CPython keeps.
d = {i: i for i in range(5)}
print(d.popitem(), d.popitem(), d)
d[9] = 9
del d[0]
d[10] = 10
print(d, list(d), d.popitem(), d)
while d:
    d.popitem()
print(d)
d["x"] = 1
print(d)
