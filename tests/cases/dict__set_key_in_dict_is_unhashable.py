# `in` on a dict hashes the key as given: a set is unhashable there, while a set or frozenset
# looks a set up as the frozenset of its items (CPython's set_contains).
d = {frozenset({1}): 2}
for f in (
    lambda: {1} in d,
    lambda: d[{1}],
    lambda: d.get({1}),
    lambda: {1} in {frozenset({1})},
    lambda: {1} in frozenset({frozenset({1})}),
    lambda: {1} in {1: 2},
    lambda: {1} in d.keys(),
):
    try:
        print(f())
    except TypeError as e:
        print("TypeError", e)
