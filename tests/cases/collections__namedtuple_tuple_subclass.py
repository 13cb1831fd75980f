# smolagents: Forbidden: Forbidden access to dunder attribute: __mro__
# namedtuple classes are subclasses of tuple, as CPython's collections.namedtuple builds them:
# isinstance, tuple's own methods and operators, %-formatting, sequence patterns, subclassing,
# copying through __getnewargs__, the per-class _make/_replace/_asdict and their errors.
import collections
import copy

P = collections.namedtuple("P", "x y", defaults=[0])
p = P(1, 2)
print(p, isinstance(p, tuple), issubclass(P, tuple), tuple.__getitem__(p, 0), tuple.__len__(p))
print(p._fields, P._make([3, 4]), p._replace(x=9), p._asdict(), P(5), P._field_defaults)
print(copy.copy(p), copy.deepcopy(p), copy.copy(p) == p, p == (1, 2), hash(p) == hash((1, 2)))
print(p + (3,), p * 2, p[::-1], len(p), list(p), p.count(1), p.index(2), "%s-%s" % p)
print(sorted([P(2, 1), P(1, 2)]), max(P(1, 5)), {p: 1}[(1, 2)], (1, 2) == p, p != (1, 3))
print(tuple(p), list(reversed(p)), 2 in p, p < (1, 3), p >= (1, 2), str(p), f"{p}")
x, y = p
print(x, y, [*p], dict(a=p)["a"])

match p:
    case P(x, y):
        print("class pattern", x, y)
match p:
    case (a, b):
        print("sequence pattern", a, b)
match p:
    case P(x=1, y=yy):
        print("keyword pattern", yy)


class Q(P):
    def norm(self):
        return self.x**2 + self.y**2


q = Q(3, 4)
print(q, q.norm(), isinstance(q, P), isinstance(q, tuple), copy.copy(q), type(copy.copy(q)).__name__)


def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


t("set field", lambda: setattr(p, "x", 5))
t("set other", lambda: setattr(p, "z", 5))
t("del field", lambda: delattr(p, "x"))
t("too many", lambda: P(1, 2, 3))
t("missing", lambda: P())
t("keyword", lambda: P(1, x=2))
t("make short", lambda: P._make([1]))
t("replace unknown", lambda: p._replace(z=1))
t("replace positional", lambda: p._replace(1))
t("subscript", lambda: P[int])
t("deque of", lambda: collections.deque([p, P(3, 4)]))

# The dunders, which the smolagents policy refuses.
print(type(p).__mro__, P.__bases__, P.__match_args__, p.__getnewargs__())
print(P.__doc__, P.x.__doc__, P.__name__, P.__qualname__, Q.__mro__)
print(P.__new__(P, 7, 8), tuple.__new__(P, (1, 2)), p.__class__.__name__)
print(P._make.__doc__, P._replace.__doc__, P._asdict.__qualname__, P.__repr__.__qualname__)
