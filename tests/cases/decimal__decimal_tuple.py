# smolagents: Forbidden: Forbidden access to dunder attribute: __bases__
# decimal.DecimalTuple is built without importing collections (the import cost two fifths of
# importing decimal); it must stay what collections.namedtuple makes in CPython.
import copy
import decimal

T = decimal.DecimalTuple
print(T, T.__module__, T.__qualname__, T.__name__, T.__doc__)
print(T._fields, T._field_defaults, T.__bases__, T.__match_args__, T.__slots__)
print(T.sign.__doc__, T.digits.__doc__, T.exponent.__doc__)
print(T._make.__module__, T._make.__qualname__, T._replace.__qualname__, T.__repr__.__qualname__)
print(T._make.__doc__)
print(T._replace.__doc__)
print(T._asdict.__doc__, T.__getnewargs__.__doc__, T.__repr__.__doc__, sep=" | ")
print(decimal.Decimal("1.5").as_tuple(), decimal.Decimal("-0E+3").as_tuple())
print(decimal.Decimal("nan").as_tuple(), decimal.Decimal("-sNaN12").as_tuple())
print(decimal.Decimal("-Infinity").as_tuple())
t = T(1, (2, 5), -3)
print(t, t.sign, t.digits, t.exponent, t[1], len(t), t == (1, (2, 5), -3), isinstance(t, tuple))
print(t._replace(sign=0), T._make([0, (1,), 2])._asdict(), t.__getnewargs__())
print(T(sign=0, digits=(7,), exponent=1), copy.copy(t), copy.deepcopy(t), hash(t) == hash(tuple(t)))
print(decimal.Decimal(t), decimal.Decimal(T(0, (1, 0), "F")))
match t:
    case T(s, d, e):
        print("matched", s, d, e)
for bad in (lambda: T(1, 2), lambda: T(1, 2, 3, 4), lambda: T._make([1, 2]),
            lambda: t._replace(size=1), lambda: t._replace(1)):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
for attr in ("sign", "digits"):
    try:
        setattr(t, attr, 1)
    except AttributeError as e:
        print("AttributeError", e)
try:
    del t.exponent
except AttributeError as e:
    print("AttributeError", e)
try:
    t.other = 1
except AttributeError as e:
    print("AttributeError", type(e).__name__)
print("DecimalTuple" in dir(decimal), "collections" in dir(decimal))
