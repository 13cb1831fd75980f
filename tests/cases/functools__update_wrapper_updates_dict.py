# smolagents: Forbidden: Forbidden access to dunder attribute: __dict__
# update_wrapper copies the assigned attributes by identity, updates the wrapper's __dict__
# from the wrapped function's, and links __wrapped__ last; lru_cache wrappers are wrapped too.
import functools


def f(a: "ann"):
    """The docstring."""
    return a


f.attr = "an attribute"
f.__wrapped__ = "a lie, overwritten"


def wrapper(b: "prior"):
    pass


functools.update_wrapper(wrapper, f)
for name in functools.WRAPPER_ASSIGNMENTS:
    print(name, getattr(wrapper, name) is getattr(f, name))
print(wrapper.__wrapped__ is f, wrapper.attr, wrapper.__name__, wrapper.__doc__)
print(sorted(wrapper.__dict__), "b" in wrapper.__annotations__)
print(sorted(f.__dict__))


def g():
    pass


g.dict_attr = {"a": 1}


def w2():
    pass


w2.dict_attr = {}
functools.update_wrapper(w2, g, ("attr",), ("dict_attr",))
print(w2.dict_attr, "attr" in w2.__dict__, w2.__name__)
del w2.dict_attr
try:
    functools.update_wrapper(w2, g, ("attr",), ("dict_attr",))
except AttributeError as e:
    print("AttributeError", e)
w2.dict_attr = 1
try:
    functools.update_wrapper(w2, g, ("attr",), ("dict_attr",))
except AttributeError as e:
    print("AttributeError", e)


def no_attrs():
    pass


try:
    functools.update_wrapper(w2, no_attrs, (), ("dict_attr",))
except AttributeError as e:
    print("AttributeError", e)


@functools.lru_cache
def square(x):
    """Squares."""
    return x * x


print(square(3), square.__name__, square.__doc__, square.__wrapped__(4), square.__module__)
print(square.__qualname__, square.cache_info())


def deco(fn):
    @functools.wraps(fn)
    def inner(*args):
        return fn(*args) + 1

    return inner


@deco
def h(x):
    "h doc"
    return x


print(h(1), h.__name__, h.__doc__, h.__wrapped__(1), sorted(h.__dict__))
