# smolagents: Forbidden: Forbidden access to dunder attribute: __dict__
# The class of a class's namespace view shows CPython's names in dir() (nothing of how ophis
# stores it) and is generic (mappingproxy[str, int]).
mappingproxy = type(type.__dict__)
view = mappingproxy({"a": 1})
print(sorted(set(dir(view)) - set(dir(object()))))
print(mappingproxy[str, int], type(mappingproxy[str, int]) is type(list[int]))
print(view["a"], list(view), "a" in view, len(view))
