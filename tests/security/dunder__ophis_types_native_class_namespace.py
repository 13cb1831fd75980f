# expect[smolagents]: Forbidden: Forbidden access to dunder attribute: __dict__
# expect[python]: ok
# imports: _ophis_types_native
# The native call that builds a class's __dict__ refuses a program whose policy refuses
# __dict__ before it reads the namespace or calls the descriptor makers it is given.
import _ophis_types_native

calls = []


class A:
    __slots__ = ("s",)
    hidden = 1


def make(cls, name):
    calls.append(name)
    return name


try:
    ns = _ophis_types_native.class_namespace(A, make, make)
finally:
    assert calls == [] or calls == ["s"], calls
assert ns["hidden"] == 1 and ns["s"] == "s"
