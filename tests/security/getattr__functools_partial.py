# expect: Forbidden: Forbidden access to dunder attribute: __globals__
# expect[python]: Exception: AttributeError...
# imports: functools
# smolagents advisory: functools.partial(getattr, obj) hides the attribute name.
import functools
def f():
    pass
print(list(filter(functools.partial(getattr, f), ["__globals__"])))
print("ESCAPED")
