# smolagents: Forbidden: Forbidden call to dunder function: __new__
# type.__new__ called directly: the metaclass checks of tp_new_wrapper, then type_new's
# PyArg_ParseTuple("UO!O!:type.__new__") count and conversions, with CPython 3.11's messages;
# type() with three arguments converts them the same way.
from collections import OrderedDict

tests = [
    lambda: type.__new__(type, "A"),
    lambda: type.__new__(type),
    lambda: type.__new__(type, "A", (), {}, 1),
    lambda: type.__new__(type, 1, (), {}),
    lambda: type.__new__(type, "A", [], {}),
    lambda: type.__new__(type, "A", (), []),
    lambda: type.__new__(),
    lambda: type.__new__(1, "A", (), {}),
    lambda: type.__new__(int, "A", (), {}),
    lambda: type.__new__(type, "A", (), {"x": 1}).x,
    lambda: type.__new__(type, "A", (), {}, x=1),
    lambda: type("A", (), OrderedDict(y=2)).y,
    lambda: type.__new__(type, "A", (), OrderedDict(y=3)).y,
    lambda: type("A", (), 5),
]
for i, t in enumerate(tests):
    try:
        print(i, repr(t()))
    except Exception as e:
        print(i, type(e).__name__, e)
