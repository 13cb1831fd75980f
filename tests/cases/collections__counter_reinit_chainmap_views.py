# smolagents: Forbidden: Forbidden call to dunder function: __not__
# dict.__init__ adds to the dict it is given (Counter.__init__ relies on it); ChainMap's views
# are collections.abc's, which compare with dict views; operator has its dunder aliases.
import operator
from collections import ChainMap, Counter
from collections.abc import ItemsView, KeysView, MutableMapping, ValuesView

d = {"a": 1}
d.__init__()
d.__init__(b=2)
d.__init__([("c", 3)], a=9)
print(d)


class Sub(dict):
    pass


s = Sub(x=1)
s.__init__(y=2)
print(s)
c = Counter("ab")
c.__init__("a" * 5)
c.__init__()
print(c)

cm = ChainMap({"b": 20, "c": 30}, {"a": 1, "b": 2})
print(cm.items() == dict(a=1, b=20, c=30).items(), dict(a=1, b=20, c=30).items() == cm.items())
print(
    cm.keys() == {"a", "b", "c"},
    sorted(cm.values()),
    ("a", 1) in cm.items(),
    ("a", 2) in cm.items(),
)
print(
    repr(cm.keys()),
    type(cm.items()) is ItemsView,
    isinstance(cm.keys(), KeysView),
    isinstance(cm.values(), ValuesView),
)
print(isinstance(cm, MutableMapping), cm.keys() - {"a"} == {"b", "c"})
print(
    operator.__lt__(1, 2), operator.__add__(1, 2), operator.__getitem__([5], 0), operator.__not__(0)
)
print(operator.__add__ is operator.add, operator.__contains__([1], 1), operator.__index__(True))
