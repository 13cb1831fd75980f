# expect: Forbidden: Forbidden access to dunder attribute: __dict__
# expect[python]: ok
# An instance's __dict__ holds the program's own values only: no class internals, no
# interpreter insides; writing through it changes only that instance.
class A:
    attr = 1

    def m(self):
        return 2


x = A()
d = x.__dict__
assert type(d) is dict and d == {}, d
d["attr"] = "own"
assert x.attr == "own" and A.attr == 1 and A().attr == 1
d["m"] = lambda: 3
assert x.m() == 3 and A().m() == 2
for name in ("__globals__", "__code__", "__builtins__", "__closure__"):
    assert not hasattr(d["m"], name), name
    assert not hasattr(A.m, name), name
d.clear()
assert x.attr == 1 and x.m() == 2
