# smolagents: Forbidden: Forbidden access to dunder attribute: __slots__
import collections

P = collections.namedtuple("P", "x y")
p = P(1, 2)
print(P.__slots__, hasattr(p, "__dict__"), p, p._asdict(), p._replace(x=5))


class Q(P):
    pass


q = Q(3, 4)
print(hasattr(q, "__dict__"), q, q.x)
q.w = 5
print(q.w, q.__dict__["w"])
