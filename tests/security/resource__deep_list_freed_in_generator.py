# expect: ok
# limits: timeout=60 max_operations=100000000
# A generator runs on a 16 MiB stack of its own. Freeing a 2,000,000-deep nested list there
# (`del x`) used to recurse once per level in Rust's drop glue and overflow that stack
# (SIGSEGV at 600,000). Teardown is iterative for every kind, so it succeeds, as in CPython.
def g():
    x = []
    for i in range(2000000):
        x = [x]
    del x
    yield 1
assert next(g()) == 1
