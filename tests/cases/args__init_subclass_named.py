# smolagents: Forbidden: Forbidden call to dunder function: __init_subclass__
# object.__init_subclass__ is a METH_NOARGS class method whose messages name the class it is
# called on, with CPython 3.11's exact messages.


class K:
    pass


tests = [
    lambda: type("D", (K,), {}, x=1),
    lambda: K.__init_subclass__(),
    lambda: K.__init_subclass__(1),
    lambda: K.__init_subclass__(x=1),
    lambda: K.__init_subclass__(1, x=2),
    lambda: object.__init_subclass__(x=1),
]
for i, t in enumerate(tests):
    try:
        print(i, repr(t()))
    except Exception as e:
        print(i, type(e).__name__, e)
