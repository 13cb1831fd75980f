# expect: ok
# limits: timeout=60 max_operations=100000000
# next() of a builtin iterator advances its inner iterator natively: a chain of 2,000,000
# `map`s or 1,000,000 `filter`s overflowed the stack (SIGSEGV; CPython 3.11 crashes at 1,000,000
# maps too). The chain now ends in RecursionError, and a shallow chain still works.
for make, n in ((lambda it: map(abs, it), 2000000), (lambda it: filter(None, it), 1000000), (lambda it: zip(it), 1000000), (lambda it: enumerate(it), 1000000)):
    it = iter([1, 2, 3])
    for i in range(n):
        it = make(it)
    try:
        next(it)
        raise AssertionError("no RecursionError")
    except RecursionError:
        pass
    del it
it = iter([-1, 2, 3])
for i in range(50):
    it = map(abs, it)
assert list(it) == [1, 2, 3]
