# expect[smolagents]: Exception: AttributeError: 'B' object has no attribute '__class__'
# expect[python]: ok
# imports: _ophis_types
# A slot's member descriptor runs as library code, which the dunder rule does not restrict: one
# the program re-points at `__class__` and installs on a class must not read it under a policy
# that refuses `__class__` (the run ends before the class is obtained).
import _ophis_types


class A:
    __slots__ = ("x",)


d = _ophis_types._member(A, "x")
d._ophis_name = "__class__"


class B(A):
    leak = d


got = B().leak
assert got is B
