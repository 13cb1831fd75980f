# expect: ok
# limits: timeout=60 max_operations=100000000
# Globals holding 400,000 nested map/zip iterators, a 400,000-long closure chain, a chain
# of functions through their defaults, a chain of bound methods and a chain of classes
# through a class attribute: dropping the interpreter frees them all on the embedder's stack.
# It used to overflow at 200,000.
it = iter([1])
for i in range(400000):
    it = map(abs, zip(it))
def mk(prev):
    def inner():
        return prev
    return inner
c = None
for i in range(400000):
    c = mk(c)
def f0():
    return 0
f = f0
for i in range(400000):
    def g(h=f):
        return h()
    f = g
class B:
    def m(self):
        return self
bm = None
for i in range(400000):
    b = B()
    b.prev = bm
    bm = b.m
cls = None
for i in range(100000):
    class C:
        prev = cls
    cls = C
assert c() is not None
