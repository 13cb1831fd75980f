# expect: ok
# limits: timeout=60 max_operations=100000000
# Each level holds the next one twice (`(x, x)`, `[x, x]`, `{1: x, 2: x}`): the next level is
# shared until the second reference goes, so a teardown that skipped its stack bookkeeping
# for containers of shared items would recurse once per level. 1,000,000 levels of each,
# freed inside a generator (16 MiB stack), then at the end of the run.
def g():
    for make in (lambda x: (x, x), lambda x: [x, x], lambda x: {1: x, 2: x}):
        x = None
        for i in range(1000000):
            x = make(x)
        del x
    yield 1
assert next(g()) == 1
t = None
for i in range(1000000):
    t = (t, t)
