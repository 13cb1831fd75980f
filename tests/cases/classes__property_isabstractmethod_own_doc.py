# smolagents: Forbidden: Forbidden access to dunder attribute: __dict__
# A property's `__isabstractmethod__` asks its three functions (an error in the truth test
# propagates); a subclass of property stores the getter's docstring, `None` included, in the
# instance's own `__dict__`, and a copy with a new getter takes that getter's; a copy keeps
# the name `__set_name__` gave, which counts its arguments itself.


def f(self):
    "fdoc"
    return 1


class S(property):
    "class doc of S"


class NotBool:
    def __bool__(self):
        raise ValueError("no truth")


def abstract(x):
    f2 = lambda self: None  # noqa: E731
    f2.__isabstractmethod__ = x
    return property(f2)


def own_doc():
    g = lambda s: 2  # noqa: E731
    print(S(g).__dict__, S(None).__dict__, S(f, doc="x").__dict__)
    print(S(f).getter(g).__dict__, S(f).setter(g).__dict__, S(g).getter(f).__dict__)
    print(S(None, doc="d").getter(g).__dict__)


own_doc()
for v in (True, False, [], [1], "", "1"):
    print(repr(v), abstract(v).__isabstractmethod__)
print(property().__isabstractmethod__)
try:
    abstract(NotBool()).__isabstractmethod__
except ValueError as e:
    print("ValueError", e)


# `property.__set_name__` counts its arguments itself (METH_VARARGS).
for args in ((), (1,), (1, 2, 3)):
    try:
        property().__set_name__(*args)
    except TypeError as e:
        print("TypeError", e)


# A copy made through a subclass keeps the name `__set_name__` gave, when the subclass
# makes a property at all.
class Named(property):
    pass


class Host:
    x = Named(None)


copy = Host.x.getter(None).setter(None)
print(type(copy).__name__, copy.fget)
for act in (lambda: copy.__get__(Host(), Host), lambda: copy.__delete__(Host())):
    try:
        act()
    except AttributeError as e:
        print(e)
