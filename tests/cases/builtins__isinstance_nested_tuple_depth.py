# isinstance() and issubclass() accept nested tuples of classes; each level of nesting counts
# against the recursion limit, so a nesting a thousand deep raises RecursionError.
def nested(n, leaf):
    t = leaf
    for i in range(n):
        t = (t,)
    return t

for n in (1, 10, 500, 900, 1100, 5000):
    t = nested(n, int)
    try:
        r = isinstance(1, t), issubclass(bool, t)
    except RecursionError as e:
        r = str(e)
    print(n, r)
print(isinstance("a", ((int, (str,)), float)))
