"""Abstract base classes (the `abc` module), written for ophis after CPython's `_py_abc`.

`ABCMeta` keeps, per class, its registered virtual subclasses and the caches of positive and
negative answers; `isinstance` and `issubclass` reach its `__instancecheck__` and
`__subclasscheck__` through the metaclass, as in CPython, and a class whose
`__abstractmethods__` is not empty cannot be instantiated (the interpreter checks it, as
CPython's `object.__new__` does).

Differences from CPython, imposed by the interpreter:
- ophis runs a metaclass's `__init__` but not its `__new__`, so the abstract methods are
  computed in `ABCMeta.__init__` (after `__init_subclass__` has run, not before).
- The registry and the caches hold their classes strongly (ophis has no weak references).
- `update_abstractmethods` sees the abstract methods the class had and those `dir()` lists
  (a dunder method made abstract after the class was created is not seen).
- A class's subclasses are those ABCMeta itself saw created (`type.__subclasses__` is not
  reachable in the sandbox), which are all the subclasses an ABC can have, unless the class
  defines `__subclasses__` itself.
"""


import _abc


def abstractmethod(funcobj):
    """A decorator indicating abstract methods: a class whose metaclass is ABCMeta cannot be
    instantiated unless all of its abstract methods are overridden."""
    funcobj.__isabstractmethod__ = True
    return funcobj


class abstractclassmethod(classmethod):
    """A decorator indicating abstract classmethods (deprecated: use classmethod over
    abstractmethod)."""

    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super().__init__(callable)


class abstractstaticmethod(staticmethod):
    """A decorator indicating abstract staticmethods (deprecated: use staticmethod over
    abstractmethod)."""

    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super().__init__(callable)


class abstractproperty(property):
    """A decorator indicating abstract properties (deprecated: use property over
    abstractmethod)."""

    __isabstractmethod__ = True


def _abstract_names(cls):
    try:
        return cls.__abstractmethods__
    except AttributeError:
        return ()


def _abstracts_of(cls, names):
    # _abc.is_abstract_attr reads the attribute as the class holds it: a function marked by
    # abstractmethod, or a classmethod, staticmethod or property wrapping one. (It answers
    # with a boolean, since getattr() would be refused the dunder names abstract methods have
    # by the sandbox's rule.)
    abstracts = {name for name in names if _abc.is_abstract_attr(cls, name)}
    for base in cls.__bases__:
        for name in _abstract_names(base):
            if _abc.is_abstract_attr(cls, name):
                abstracts.add(name)
    return frozenset(abstracts)


class ABCMeta(type):
    """Metaclass for defining Abstract Base Classes (ABCs)."""

    # Moved by every register(): the negative caches of all ABCs are then stale.
    _abc_invalidation_counter = 0

    def __init__(cls, name, bases, namespace, /, **kwargs):
        super().__init__(name, bases, namespace, **kwargs)
        cls.__abstractmethods__ = _abstracts_of(cls, namespace)
        # `__abc_tpflags__` (collections.abc's Sequence and Mapping) marks the class for
        # sequence and mapping patterns, as CPython's `_abc._abc_init` does.
        _abc.collection_init(cls)
        cls._abc_registry = set()
        cls._abc_cache = set()
        cls._abc_negative_cache = set()
        cls._abc_negative_cache_version = ABCMeta._abc_invalidation_counter
        cls._abc_subclasses = []
        for base in bases:
            if isinstance(base, ABCMeta):
                base._abc_subclasses.append(cls)

    def register(cls, subclass):
        """Register a virtual subclass of an ABC. Returns the subclass, to allow usage as a
        class decorator."""
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass  # Already a subclass
        # Subtle: test for cycles *after* testing for "already a subclass"; this means we
        # allow X.register(X) and interpret it as a no-op.
        if issubclass(cls, subclass):
            # This would create a cycle, which is bad for the algorithm below
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_registry.add(subclass)
        ABCMeta._abc_invalidation_counter += 1  # Invalidate negative cache
        # A class registered with Sequence or Mapping (or their subclasses) is matched as one.
        _abc.collection_register(cls, subclass)
        return subclass

    def _dump_registry(cls, file=None):
        """Debug helper to print the ABC registry."""
        print(f"Class: {cls.__module__}.{cls.__qualname__}", file=file)
        print(f"Inv. counter: {get_cache_token()}", file=file)
        for name in ("_abc_registry", "_abc_cache", "_abc_negative_cache", "_abc_negative_cache_version"):
            value = getattr(cls, name)
            print(f"{name}: {value!r}", file=file)

    def _abc_registry_clear(cls):
        """Clear the registry (for debugging or testing)."""
        cls._abc_registry.clear()

    def _abc_caches_clear(cls):
        """Clear the caches (for debugging or testing)."""
        cls._abc_cache.clear()
        cls._abc_negative_cache.clear()

    def __instancecheck__(cls, instance):
        """Override for isinstance(instance, cls)."""
        subclass = type(instance)
        if subclass in cls._abc_cache:
            return True
        if (cls._abc_negative_cache_version == ABCMeta._abc_invalidation_counter
                and subclass in cls._abc_negative_cache):
            return False
        return cls.__subclasscheck__(subclass)

    def __subclasscheck__(cls, subclass):
        """Override for issubclass(subclass, cls)."""
        if not isinstance(subclass, type):
            raise TypeError('issubclass() arg 1 must be a class')
        # Check cache
        if subclass in cls._abc_cache:
            return True
        # Check negative cache; may have to invalidate
        if cls._abc_negative_cache_version < ABCMeta._abc_invalidation_counter:
            # Invalidate the negative cache
            cls._abc_negative_cache = set()
            cls._abc_negative_cache_version = ABCMeta._abc_invalidation_counter
        elif subclass in cls._abc_negative_cache:
            return False
        # Check the subclass hook
        try:
            hook = cls.__subclasshook__
        except AttributeError:
            hook = None
        ok = NotImplemented if hook is None else hook(subclass)
        if ok is not NotImplemented:
            assert isinstance(ok, bool)
            if ok:
                cls._abc_cache.add(subclass)
            else:
                cls._abc_negative_cache.add(subclass)
            return ok
        # Check if it's a direct subclass
        if cls in subclass.__mro__:
            cls._abc_cache.add(subclass)
            return True
        # Check if it's a subclass of a registered class (recursive)
        for rcls in cls._abc_registry:
            if issubclass(subclass, rcls):
                cls._abc_cache.add(subclass)
                return True
        # Check if it's a subclass of a subclass (recursive). A class of the program's may
        # define `__subclasses__` itself, which CPython's `_abc` then calls and checks; the
        # others' subclasses are those ABCMeta saw created (there is no type.__subclasses__).
        try:
            own_subclasses = cls.__subclasses__
        except AttributeError:
            subclasses = cls._abc_subclasses
        else:
            # PyObject_CallMethod's words for an attribute that cannot be called.
            if not callable(own_subclasses):
                raise TypeError(f"attribute of type '{type(own_subclasses).__name__}' is not callable")
            subclasses = own_subclasses()
            if not isinstance(subclasses, list):
                raise TypeError("__subclasses__() must return a list")
        for scls in subclasses:
            if issubclass(subclass, scls):
                cls._abc_cache.add(subclass)
                return True
        # No dice; update negative cache
        cls._abc_negative_cache.add(subclass)
        return False


def get_cache_token():
    """Returns the current ABC cache token: it changes with every call to register() on any
    ABC."""
    return ABCMeta._abc_invalidation_counter


def update_abstractmethods(cls):
    """Recalculate the set of abstract methods of an abstract class (after methods were added
    or replaced once the class was created). Returns cls, to allow usage as a class
    decorator."""
    try:
        cls.__abstractmethods__
    except AttributeError:
        return cls
    names = set(_abstract_names(cls)) | set(dir(cls))
    cls.__abstractmethods__ = frozenset(n for n in names if _abc.is_abstract_attr(cls, n))
    return cls


class ABC(metaclass=ABCMeta):
    """Helper class that provides a standard way to create an ABC using inheritance."""
    __slots__ = ()
