# expect[smolagents]: Forbidden: Forbidden access to dunder attribute: __dict__
# expect[python]: ok
# imports: _ophis_types
# The module behind a class's __dict__ does not hand the namespace to a program whose policy
# refuses __dict__: neither through its helper nor through a view re-pointed at the class.
import _ophis_types


class A:
    hidden = 1


p = type(_ophis_types.mappingproxy({}))({})
p._ophis_class = A
assert p["hidden"] == 1
proxy = _ophis_types._class_proxy(A)
assert proxy["hidden"] == 1
