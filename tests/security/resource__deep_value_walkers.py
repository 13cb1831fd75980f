# expect: ok
# limits: timeout=60 max_operations=100000000
# imports: copy json
# Every native walker of nested values (repr, str, comparison, ordering, deepcopy, json,
# format, sorting) meets a 300,000-deep structure with RecursionError, as CPython does (each
# level counts against the recursion limit), and never with a stack overflow; hashing and
# membership (which CPython walks with no check at all) either finish or raise RecursionError.
import copy, json
N = 300000
def nest(mk):
    x = 0
    for i in range(N):
        x = mk(x)
    return x
a = nest(lambda x: [x])
b = nest(lambda x: [x])
t = nest(lambda x: (x,))
u = nest(lambda x: (x,))
d = nest(lambda x: {"k": x})
def raises(f):
    try:
        f()
    except RecursionError:
        return True
    return False
for name, f in (("repr", lambda: repr(a)), ("str", lambda: str(d)), ("eq", lambda: a == b), ("lt", lambda: a < b),
                ("tuple eq", lambda: t == u), ("deepcopy", lambda: copy.deepcopy(a)), ("json", lambda: json.dumps(a)),
                ("f-string", lambda: f"{a}"), ("format", lambda: format(t, "")), ("sorted", lambda: sorted([a, b]))):
    assert raises(f), name
for f in (lambda: hash(t), lambda: t in {1: 2}, lambda: t in [1]):
    try:
        f()
    except RecursionError:
        pass
