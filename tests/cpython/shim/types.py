"""`types` for CPython's tests inside ophis: the type objects the tests compare against and
`new_class`, `coroutine`; what needs class dictionaries is skipped as the sandbox lacks it."""

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


class _GeneratorWrapper:
    """CPython's own wrapper (types.py) for a generator returned by a function that
    `coroutine` decorates: awaiting it iterates the generator."""

    def __init__(self, gen):
        self.__wrapped = gen
        self.__isgen = gen.__class__ is GeneratorType
        self.__name__ = getattr(gen, "__name__", None)
        self.__qualname__ = getattr(gen, "__qualname__", None)

    def send(self, val):
        return self.__wrapped.send(val)

    def throw(self, tp, *rest):
        return self.__wrapped.throw(tp, *rest)

    def close(self):
        return self.__wrapped.close()

    @property
    def gi_running(self):
        return self.__wrapped.gi_running

    @property
    def gi_yieldfrom(self):
        return self.__wrapped.gi_yieldfrom

    cr_running = gi_running
    cr_await = gi_yieldfrom

    def __next__(self):
        return next(self.__wrapped)

    def __iter__(self):
        if self.__isgen:
            return self.__wrapped
        return self

    __await__ = __iter__


def coroutine(func):
    """Convert regular generator function to a coroutine. ophis's functions have no code
    flags to set (CPython marks a generator function's code CO_ITERABLE_COROUTINE), so every
    callable takes CPython's path for callables that are not plain functions: the generator a
    call returns is wrapped in `_GeneratorWrapper`, which is awaitable."""
    if not callable(func):
        raise TypeError("types.coroutine() expects a callable")
    import functools
    import collections.abc

    @functools.wraps(func)
    def wrapped(*args, **kwargs):
        coro = func(*args, **kwargs)
        if coro.__class__ is CoroutineType:
            return coro
        if isinstance(coro, collections.abc.Generator) and not isinstance(
            coro, collections.abc.Coroutine
        ):
            return _GeneratorWrapper(coro)
        return coro

    return wrapped


def MappingProxyType(mapping):
    _sandbox.lacks("types.MappingProxyType")


def CellType(*args, **kwargs):
    raise NotImplementedError("types.CellType: ophis has no cell objects")
