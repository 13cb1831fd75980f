def inner(label, n):
    for i in range(n):
        yield f"{label}{i}"
    return f"{label}-finished-{n}"


def outer():
    r1 = yield from inner("a", 2)
    print("inner returned:", r1)
    r2 = yield from inner("b", 3)
    print("inner returned:", r2)
    return r1 + "|" + r2


g = outer()
items = []
while True:
    try:
        items.append(next(g))
    except StopIteration as e:
        print("outer returned:", e.value)
        break
print(items)


def chain(*iterables):
    for it in iterables:
        yield from it


print(list(chain([1, 2], "xy", range(3), (9,))))


def flatten(obj):
    if isinstance(obj, list):
        for item in obj:
            yield from flatten(item)
    else:
        yield obj


print(list(flatten([1, [2, [3, [4, 5]], 6], [[7]], []])))


def delegate_to_empty():
    x = yield from ()
    print("x is", x)
    yield "after"


print(list(delegate_to_empty()))
