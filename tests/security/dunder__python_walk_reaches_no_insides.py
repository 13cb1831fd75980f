# expect[python]: ok
# expect[smolagents]: Forbidden: Forbidden access to dunder attribute: __class__
# Under the python dunder policy every dunder of the program's own values leads only to other
# sandbox values: a breadth-first walk over CPython's dunder names, from a function, a class,
# an instance, an exception, a generator, a bound method, a module and builtins, meets no
# frame, code object, cell, traceback, globals dict or builtins module.
import math

NAMES = [
    "__class__", "__dict__", "__globals__", "__code__", "__closure__", "__builtins__", "__self__",
    "__func__", "__wrapped__", "__defaults__", "__kwdefaults__", "__annotations__", "__module__",
    "__mro__", "__bases__", "__base__", "__subclasses__", "__traceback__", "__cause__", "__context__",
    "__init__", "__new__", "__init_subclass__", "__getattribute__", "__reduce_ex__", "__reduce__",
    "__dir__", "__call__", "__eq__", "__hash__", "__next__", "__iter__", "__loader__", "__spec__",
    "gi_frame", "gi_code", "f_globals", "f_back", "tb_frame", "__objclass__", "__weakref__",
]


def f(a, b=1, *, c=2):
    return a


class A:
    def m(self):
        return self


def gen():
    yield 1


try:
    1 / 0
except ZeroDivisionError as e:
    err = e

starts = [f, A, A(), A().m, err, gen(), math, len, print, [].append, object, type, super(A, A())]
seen = set()
queue = list(starts)
walked = 0
bad = []
while queue and walked < 4000:
    v = queue.pop(0)
    if id(v) in seen:
        continue
    seen.add(id(v))
    walked += 1
    kind = type(v).__name__
    if kind in ("frame", "code", "cell", "traceback") or (kind == "module" and v is not math):
        bad.append(kind)
    if isinstance(v, dict) and ("__builtins__" in v or "__name__" in v and "__loader__" in v):
        bad.append("globals")
    for name in NAMES:
        x = getattr(v, name, None)
        if x is not None:
            queue.append(x)
    if isinstance(v, (tuple, list)):
        queue.extend(v)
    # The __dict__ of a module, a function or an instance: its values are walked too.
    if isinstance(v, dict):
        queue.extend(v.values())
assert not bad, bad
assert walked > 40, walked
print("walked", walked > 40)
