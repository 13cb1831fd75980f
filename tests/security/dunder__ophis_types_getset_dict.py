# expect[smolagents]: Exception: AttributeError: 'B' object has no attribute '__dict__'
# expect[python]: ok
# imports: _ophis_types
# A class's `__dict__` descriptor, installed by the program under another name, must not give
# an instance's __dict__ under a policy that refuses `__dict__`.
import _ophis_types


class A:
    pass


d = _ophis_types._getset(A, "__dict__")


class B(A):
    leak = d


b = B()
b.x = 1
got = b.leak
assert got == {"x": 1}
