"""`types` for CPython's tests inside ophis: the type objects the tests compare against and
`new_class`; what needs coroutines or class dictionaries is skipped as the sandbox lacks it."""

import _sandbox


def _f():
    pass


FunctionType = type(_f)
LambdaType = type(lambda: None)
GeneratorType = type((lambda: (yield))())


async def _c():
    pass


async def _ag():
    yield


_coroutine = _c()
CoroutineType = type(_coroutine)
_coroutine.close()
AsyncGeneratorType = type(_ag())
del _c, _ag, _coroutine
BuiltinFunctionType = type(len)
ModuleType = type(_sandbox)
GenericAlias = type(list[int])
UnionType = type(int | str)
NoneType = type(None)
EllipsisType = type(...)
NotImplementedType = type(NotImplemented)


class _C:
    def _m(self):
        pass


MethodType = type(_C()._m)
del _f, _C


def new_class(name, bases=(), kwds=None, exec_body=None):
    """Create a class object dynamically using the appropriate metaclass."""
    ns = {}
    if exec_body is not None:
        exec_body(ns)
    kwds = dict(kwds or {})
    meta = kwds.pop("metaclass", None)
    if meta is None:
        meta = type(bases[0]) if bases else type
    return meta(name, tuple(bases), ns, **kwds)


class SimpleNamespace:
    def __init__(self, /, **kwargs):
        for k, v in kwargs.items():
            setattr(self, k, v)

    def __repr__(self):
        items = ("{}={!r}".format(k, getattr(self, k)) for k in sorted(self._names()))
        return "namespace({})".format(", ".join(items))

    def _names(self):
        return [k for k in dir(self) if not k.startswith("_")]

    def __eq__(self, other):
        # The types themselves, as CPython's `PyObject_TypeCheck`: a `__class__` an object
        # claims does not make it a namespace.
        if issubclass(type(self), SimpleNamespace) and issubclass(type(other), SimpleNamespace):
            return {k: getattr(self, k) for k in self._names()} == {
                k: getattr(other, k) for k in other._names()
            }
        return NotImplemented


def coroutine(func):
    _sandbox.lacks("coroutines (types.coroutine)")


def MappingProxyType(mapping):
    _sandbox.lacks("types.MappingProxyType")


def AsyncGeneratorType(*args, **kwargs):
    raise NotImplementedError("types.AsyncGeneratorType: ophis has no async generators")


def CellType(*args, **kwargs):
    raise NotImplementedError("types.CellType: ophis has no cell objects")
