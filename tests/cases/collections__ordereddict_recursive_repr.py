from collections import OrderedDict

# An OrderedDict inside itself shows as `...`, as CPython's Py_ReprEnter makes it.
od = OrderedDict()
od[1] = od
print(repr(od))


class S(OrderedDict):
    pass


s = S(a=1)
s["b"] = s
print(repr(s))
print(repr(OrderedDict(x=[od, od])))

od2 = OrderedDict(a=1)

# setdefault and pop take their arguments by keyword too.
print(od2.setdefault(key="z", default=5), od2.setdefault("y"), od2)
print(od2.pop(key="a"), od2.pop("nope", default=0), od2)
try:
    od2.pop(key="nope")
except KeyError as e:
    print("KeyError", e)
