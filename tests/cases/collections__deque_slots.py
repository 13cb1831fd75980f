# smolagents: Forbidden: Forbidden access to dunder attribute: __dict__
# As CPython's deque, an instance has no __dict__ and refuses new attributes, and a subclass
# may name '__dict__' in its own __slots__.
from collections import deque

try:
    deque().foo = 1
except AttributeError as e:
    print(type(e).__name__)


class WithSlots(deque):
    __slots__ = ('x', 'y', '__dict__')


d = WithSlots([1, 2])
d.x = 3
d.z = 4
print(d, d.x, d.z)


class Plain(deque):
    pass


p = Plain([1])
p.a = 5
print(p, p.a)
print(hasattr(deque(), '__dict__'), d.__dict__)
