"""The builtin types a class's ``__dict__`` shows, for ophis: CPython's ``mappingproxy``
(the read-only view of the namespace), ``member_descriptor`` (a ``__slots__`` entry) and
``getset_descriptor`` (a class's ``__dict__`` and ``__weakref__`` entries).

ophis keeps a class's namespace in a table of its own, not in a dict, and keeps slot values
in the instance's attribute table: a class's view reads a fresh copy of that table (from
``_ophis_types_native``, which refuses it wherever the dunder policy refuses ``__dict__``) at
each operation, so it is live as CPython's is; its slots' and its ``__dict__``'s descriptors
are made on first use and kept, so each is one object, as in CPython.
"""

import _abc
from _ophis_types_native import class_namespace as _class_namespace_native
from _ophis_types_native import descriptors as _descriptors_of
from _ophis_types_native import dunder_allowed as _dunder_allowed


class mappingproxy:
    __module__ = "builtins"
    __slots__ = ("_ophis_mapping", "_ophis_class")
    # CPython's mappingproxy carries Py_TPFLAGS_MAPPING: mapping patterns match it.
    __abc_tpflags__ = 1 << 6

    def __new__(cls, mapping):
        if isinstance(mapping, (list, tuple)) or not hasattr(type(mapping), "__getitem__"):
            raise TypeError(
                f"mappingproxy() argument must be a mapping, not {type(mapping).__name__}"
            )
        self = object.__new__(cls)
        self._ophis_mapping = mapping
        self._ophis_class = None
        return self

    def _ophis_items(self):
        # A class's namespace as it is now; any other mapping as given.
        cls = self._ophis_class
        return self._ophis_mapping if cls is None else _class_namespace(cls)

    def __getitem__(self, key):
        return self._ophis_items()[key]

    def __contains__(self, key):
        return key in self._ophis_items()

    def __iter__(self):
        return iter(self._ophis_items())

    def __reversed__(self):
        return reversed(self._ophis_items())

    def __len__(self):
        return len(self._ophis_items())

    def get(self, key, default=None, /):
        return self._ophis_items().get(key, default)

    def keys(self):
        return self._ophis_items().keys()

    def values(self):
        return self._ophis_items().values()

    def items(self):
        return self._ophis_items().items()

    def copy(self):
        return self._ophis_items().copy()

    def __eq__(self, other):
        return self._ophis_items() == other

    def __ne__(self, other):
        return self._ophis_items() != other

    def __or__(self, other):
        if isinstance(other, mappingproxy):
            other = other._ophis_items()
        return self._ophis_items().__or__(other)

    def __ror__(self, other):
        if isinstance(other, mappingproxy):
            other = other._ophis_items()
        return self._ophis_items().__ror__(other)

    def __ior__(self, other):
        raise TypeError("'|=' is not supported by mappingproxy; use '|' instead")

    __hash__ = None

    def __repr__(self):
        return f"mappingproxy({self._ophis_items()!r})"

    def __str__(self):
        return str(self._ophis_items())

    # CPython's `types.GenericAlias`, which `mappingproxy[str, int]` makes.
    __class_getitem__ = classmethod(type(list[int]))

    def __dir__(self):
        # The names CPython's C type shows: not this class's own storage (`__slots__` and
        # its members, the `_ophis_items` helper) or the `__module__` a C type keeps
        # outside its `__dict__`.
        return [
            n
            for n in object.__dir__(self)
            if not n.startswith("_ophis") and n not in ("__slots__", "__module__")
        ]


def _check_instance(descr, obj):
    """The slot's name, once ``obj`` is known to be an instance of the descriptor's class.
    The descriptors run as library code, which the dunder rule does not restrict: a name the
    program's policy refuses is refused here too (a descriptor the program made and renamed
    must not read ``__class__`` for it under ``smolagents``)."""
    owner = descr._ophis_owner
    name = descr._ophis_name
    if not isinstance(obj, owner):
        raise TypeError(
            f"descriptor '{name}' for '{owner.__name__}' objects "
            f"doesn't apply to a '{type(obj).__name__}' object"
        )
    if not _dunder_allowed(name):
        raise AttributeError(f"'{type(obj).__name__}' object has no attribute '{name}'")
    return name


_abc.collection_init(mappingproxy)


class member_descriptor:
    __module__ = "builtins"
    __slots__ = ("_ophis_owner", "_ophis_name")

    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create 'member_descriptor' instances")

    def __get__(self, instance, owner=None, /):
        if instance is None:
            return self
        return object.__getattribute__(instance, _check_instance(self, instance))

    def __set__(self, instance, value, /):
        object.__setattr__(instance, _check_instance(self, instance), value)

    def __delete__(self, instance, /):
        object.__delattr__(instance, _check_instance(self, instance))

    @property
    def __name__(self):
        return self._ophis_name

    @property
    def __qualname__(self):
        return f"{self._ophis_owner.__qualname__}.{self._ophis_name}"

    @property
    def __objclass__(self):
        return self._ophis_owner

    def __repr__(self):
        return f"<member '{self._ophis_name}' of '{self._ophis_owner.__name__}' objects>"


class getset_descriptor:
    __module__ = "builtins"
    __slots__ = ("_ophis_owner", "_ophis_name")

    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create 'getset_descriptor' instances")

    def __get__(self, instance, owner=None, /):
        if instance is None:
            return self
        if _check_instance(self, instance) == "__dict__":
            # `vars`, which the dunder policy refuses where it refuses `__dict__`.
            return vars(instance)
        # ophis has no weak references, so no instance has one.
        return None

    def __set__(self, instance, value, /):
        if _check_instance(self, instance) == "__dict__":
            instance.__dict__ = value
            return
        raise AttributeError(
            f"attribute '__weakref__' of '{self._ophis_owner.__name__}' objects is not writable"
        )

    def __delete__(self, instance, /):
        if _check_instance(self, instance) == "__dict__":
            del instance.__dict__
            return
        raise AttributeError(
            f"attribute '__weakref__' of '{self._ophis_owner.__name__}' objects is not writable"
        )

    @property
    def __name__(self):
        return self._ophis_name

    @property
    def __qualname__(self):
        return f"{self._ophis_owner.__qualname__}.{self._ophis_name}"

    @property
    def __objclass__(self):
        return self._ophis_owner

    def __repr__(self):
        return f"<attribute '{self._ophis_name}' of '{self._ophis_owner.__name__}' objects>"


def _descriptor(kind, cls, name):
    # The descriptors made so far for cls, by name, kept on the class so that each is made
    # once and goes when the class goes.
    own = _descriptors_of(cls)
    d = own.get(name)
    if d is None:
        d = object.__new__(kind)
        d._ophis_owner = cls
        d._ophis_name = name
        own[name] = d
    return d


def _member(cls, name):
    """``C.a`` for a slot ``a`` that ``C`` declares."""
    return _descriptor(member_descriptor, cls, name)


def _getset(cls, name):
    """``C.__weakref__``, the descriptor of the class that added it."""
    return _descriptor(getset_descriptor, cls, name)


def _class_namespace(cls):
    """The dict CPython's ``cls.__dict__`` would show: the namespace, then the member
    descriptors of the slots, ``__dict__`` and ``__weakref__`` where ``type_new`` adds them,
    and ``__doc__`` (None without a docstring); built natively, the descriptors made here."""
    return _class_namespace_native(cls, _member, _getset)


def _class_proxy(cls):
    """``cls.__dict__``."""
    proxy = object.__new__(mappingproxy)
    proxy._ophis_mapping = None
    proxy._ophis_class = cls
    return proxy


# The pickling protocol of `object` (`__reduce_ex__`, `__reduce__`), as typeobject.c's
# `_common_reduce` and CPython's `copyreg` compute it. ophis has no `copyreg` module: its
# reconstructors live here, named and placed as CPython's are.


def __newobj__(cls, *args):
    return cls.__new__(cls, *args)


def __newobj_ex__(cls, args, kwargs):
    """Used by pickle protocol 4, instead of __newobj__ to allow classes with
    keyword-only arguments to be pickled correctly.
    """
    return cls.__new__(cls, *args, **kwargs)


def _reconstructor(cls, base, state):
    if base is object:
        obj = object.__new__(cls)
    else:
        obj = base.__new__(cls, state)
        if base.__init__ != object.__init__:
            base.__init__(obj, state)
    return obj


__newobj__.__module__ = __newobj_ex__.__module__ = _reconstructor.__module__ = "copyreg"

# The builtin bases whose instances reduce as `object` reduces them; the others have a
# `__reduce__` of their own in CPython, which ophis does not have.
_REDUCIBLE = (object, int, bool, float, complex, str, bytes, tuple, list, dict)


def _object_reduce(obj, proto, base, own_getstate):
    """``object.__reduce_ex__(obj, proto)`` once no class of the program overrides
    ``__reduce__``; ``base`` is the first builtin class of ``type(obj)``'s MRO and
    ``own_getstate`` whether a class of the program defines ``__getstate__``."""
    if base not in _REDUCIBLE:
        raise NotImplementedError(
            f"object.__reduce_ex__() of '{base.__name__}' objects is not supported by ophis"
        )
    cls = type(obj)
    if proto >= 2:
        return _reduce_newobj(obj, cls)
    # copyreg._reduce_ex
    if base is object:
        state = None
    else:
        if base is cls:
            raise TypeError(f"cannot pickle {cls.__name__!r} object")
        state = base(obj)
    args = (cls, base, state)
    if not own_getstate and getattr(obj, "__slots__", None):
        raise TypeError(
            "a class that defines __slots__ without defining __getstate__ cannot be pickled"
        )
    dict = obj.__getstate__()
    if dict:
        return _reconstructor, args, dict
    else:
        return _reconstructor, args


def _reduce_newobj(obj, cls):
    # typeobject.c's reduce_newobj and _PyObject_GetNewArguments.
    args = kwargs = None
    getnewargs_ex = getattr(cls, "__getnewargs_ex__", None)
    if getnewargs_ex is not None:
        newargs = getnewargs_ex(obj)
        if not isinstance(newargs, tuple):
            raise TypeError(
                f"__getnewargs_ex__ should return a tuple, not '{type(newargs).__name__}'"
            )
        if len(newargs) != 2:
            raise ValueError(
                f"__getnewargs_ex__ should return a tuple of length 2, not {len(newargs)}"
            )
        args, kwargs = newargs
        if not isinstance(args, tuple):
            raise TypeError(
                "first item of the tuple returned by __getnewargs_ex__ must be a tuple, "
                f"not '{type(args).__name__}'"
            )
        if not isinstance(kwargs, dict):
            raise TypeError(
                "second item of the tuple returned by __getnewargs_ex__ must be a dict, "
                f"not '{type(kwargs).__name__}'"
            )
    else:
        getnewargs = getattr(cls, "__getnewargs__", None)
        if getnewargs is not None:
            args = getnewargs(obj)
            if not isinstance(args, tuple):
                raise TypeError(
                    f"__getnewargs__ should return a tuple, not '{type(args).__name__}'"
                )
    if not kwargs:
        newobj = __newobj__
        newargs = (cls,) + (args or ())
    else:
        newobj = __newobj_ex__
        newargs = (cls, args, kwargs)
    state = obj.__getstate__()
    listitems = iter(obj) if isinstance(obj, list) else None
    dictitems = iter(obj.items()) if isinstance(obj, dict) else None
    return newobj, newargs, state, listitems, dictitems
