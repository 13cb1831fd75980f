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


# CPython 3.11's own (Lib/types.py), unchanged: PEP 3115 class creation and PEP 560's
# __mro_entries__, written in Python there too.
# Provide a PEP 3115 compliant mechanism for class creation
def new_class(name, bases=(), kwds=None, exec_body=None):
    """Create a class object dynamically using the appropriate metaclass."""
    resolved_bases = resolve_bases(bases)
    meta, ns, kwds = prepare_class(name, resolved_bases, kwds)
    if exec_body is not None:
        exec_body(ns)
    if resolved_bases is not bases:
        ns['__orig_bases__'] = bases
    return meta(name, resolved_bases, ns, **kwds)

def resolve_bases(bases):
    """Resolve MRO entries dynamically as specified by PEP 560."""
    new_bases = list(bases)
    updated = False
    shift = 0
    for i, base in enumerate(bases):
        if isinstance(base, type):
            continue
        if not hasattr(base, "__mro_entries__"):
            continue
        new_base = base.__mro_entries__(bases)
        updated = True
        if not isinstance(new_base, tuple):
            raise TypeError("__mro_entries__ must return a tuple")
        else:
            new_bases[i+shift:i+shift+1] = new_base
            shift += len(new_base) - 1
    if not updated:
        return bases
    return tuple(new_bases)

def prepare_class(name, bases=(), kwds=None):
    """Call the __prepare__ method of the appropriate metaclass.

    Returns (metaclass, namespace, kwds) as a 3-tuple

    *metaclass* is the appropriate metaclass
    *namespace* is the prepared class namespace
    *kwds* is an updated copy of the passed in kwds argument with any
    'metaclass' entry removed. If no kwds argument is passed in, this will
    be an empty dict.
    """
    if kwds is None:
        kwds = {}
    else:
        kwds = dict(kwds) # Don't alter the provided mapping
    if 'metaclass' in kwds:
        meta = kwds.pop('metaclass')
    else:
        if bases:
            meta = type(bases[0])
        else:
            meta = type
    if isinstance(meta, type):
        # when meta is a type, we first determine the most-derived metaclass
        # instead of invoking the initial candidate directly
        meta = _calculate_meta(meta, bases)
    if hasattr(meta, '__prepare__'):
        ns = meta.__prepare__(name, bases, **kwds)
    else:
        ns = {}
    return meta, ns, kwds

def _calculate_meta(meta, bases):
    """Calculate the most derived metaclass."""
    winner = meta
    for base in bases:
        base_meta = type(base)
        if issubclass(winner, base_meta):
            continue
        if issubclass(base_meta, winner):
            winner = base_meta
            continue
        # else:
        raise TypeError("metaclass conflict: "
                        "the metaclass of a derived class "
                        "must be a (non-strict) subclass "
                        "of the metaclasses of all its bases")
    return winner


# The namespaces whose repr is being made (namespace_repr's Py_ReprEnter).
_repr_running = set()


class SimpleNamespace:
    """CPython's `types.SimpleNamespace` (Objects/namespaceobject.c), in Python."""

    def __init__(self, /, **kwargs):
        for k, v in kwargs.items():
            setattr(self, k, v)

    def __repr__(self):
        # namespace_repr: the attributes in the order they were set, "namespace" for the
        # exact type and the class's name for a subclass, and `name(...)` for an object
        # already being shown (Py_ReprEnter).
        name = "namespace" if type(self) is SimpleNamespace else type(self).__name__
        key = id(self)
        if key in _repr_running:
            return name + "(...)"
        _repr_running.add(key)
        try:
            items = [
                "{}={!r}".format(k, v) for k, v in self.__dict__.items() if isinstance(k, str)
            ]
        finally:
            _repr_running.discard(key)
        return "{}({})".format(name, ", ".join(items))

    def _names(self):
        return list(self.__dict__)

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

    # CPython's wrapper forwards these too; in ophis the generator refuses the code and
    # frame (the interpreter's insides), so reading them through the wrapper does as well.
    @property
    def gi_code(self):
        return self.__wrapped.gi_code

    @property
    def gi_frame(self):
        return self.__wrapped.gi_frame

    @property
    def gi_running(self):
        return self.__wrapped.gi_running

    @property
    def gi_yieldfrom(self):
        return self.__wrapped.gi_yieldfrom

    cr_code = gi_code
    cr_frame = gi_frame
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


# As CPython's types.py: the class of a class's read-only namespace view.
MappingProxyType = type(type.__dict__)


def CellType(*args, **kwargs):
    raise NotImplementedError("types.CellType: ophis has no cell objects")
