"""Support for type hints (the `typing` module), written for ophis: the `typing` of the
`smolagents` dunder policy. Under the `python` policy `typing` is CPython's own
(`py/typing.py`), which reads and writes dunders through getattr() and setattr(), which that
policy's rule refuses even to library code.

The aim is that annotated code runs: every common name is importable, subscriptions such as
`Optional[int]` or `Dict[str, List[int]]` evaluate to objects with CPython's reprs and
equality, and get_origin/get_args answer for them. Type checking itself does nothing at run
time, as in CPython.

Differences from CPython, imposed by the interpreter:
- get_type_hints resolves string annotations (forward references, `from __future__ import
  annotations`) against the `globalns`/`localns` it is given, else the globals of the
  program's module that wrote them (read one name at a time, `_ModuleGlobals`), the builtins
  and typing's own names: a name found nowhere else, in a module ophis does not read (its
  library's), raises NotImplementedError saying to pass `globalns=globals()`. The strings it
  reads are type expressions (names, attributes, subscripts, `|`, `None`, `...`, lists and
  nested strings), parsed here, never executed as code.
- Subscripting a class that defines `__class_getitem__` gives the class itself in ophis,
  so `class Stack(Generic[T])` works and `Stack[int]` is Stack, but `Generic[T]` prints
  as `<class 'typing.Generic'>`.
- isinstance() and issubclass() do not accept these typing objects (they are not classes);
  they do accept protocol classes decorated with @runtime_checkable, checked structurally.
- get_overloads() cannot tell two runs of one `def` apart (CPython keys the registry by the
  function's first line, read from its code object, which the sandbox does not expose): an
  @overload definition run again is registered again.
- reveal_type() writes its line to standard error, which the sandbox does not have: the line
  is dropped and the argument returned, as in CPython.
- _cleanups is empty: ophis's typing keeps no caches to clear.
"""

import collections
import collections as _collections
import functools as _functools
from abc import abstractmethod

# The cache-clearing functions test suites call between tests; ophis's typing has no caches.
_cleanups = []

TYPE_CHECKING = False


def _class_repr(cls):
    r = repr(cls)
    if r.startswith("<class '") and r.endswith("'>"):
        return r[8:-2]
    return r


def _type_repr(obj):
    """The repr of a type inside a typing object: `int`, `__main__.Foo`, `typing.List[int]`."""
    if isinstance(obj, type):
        return _class_repr(obj)
    if obj is ...:
        return '...'
    r = repr(obj)
    if r.startswith('<function '):
        return r[10:].split(' ', 1)[0].rpartition('.')[2]
    return r


class ForwardRef:
    """A type written as a string, to be resolved later."""

    def __init__(self, arg):
        if not isinstance(arg, str):
            raise TypeError(f"Forward reference must be a string -- got {arg!r}")
        self.arg = arg

    def __repr__(self):
        return f'ForwardRef({self.arg!r})'

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return self.arg == other.arg

    def __hash__(self):
        return hash(('ForwardRef', self.arg))


def _type_check(arg, msg=None):
    """Converts a type parameter the way CPython does: None is NoneType, a string is a
    forward reference."""
    if arg is None:
        return type(None)
    if isinstance(arg, str):
        return ForwardRef(arg)
    return arg


def _as_tuple(params):
    if isinstance(params, tuple):
        return params
    return (params,)


class _Final:
    """Base of the typing objects: immutable-looking values, combinable with `|`."""

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


class _SpecialForm(_Final):
    """Any, Union, Optional, ClassVar, Final, Literal, NoReturn, ..."""

    def __init__(self, name, getitem=None, shown=None):
        self._name = name
        self._getitem = getitem
        self._shown = shown

    def __repr__(self):
        if self._shown is not None:
            return self._shown
        return 'typing.' + self._name

    def __getitem__(self, parameters):
        if self._getitem is None:
            raise TypeError(f'{self!r} is not subscriptable')
        return self._getitem(self, parameters)

    def __call__(self, *args, **kwds):
        if self._name == 'Any':
            raise TypeError('Any cannot be instantiated')
        raise TypeError(f'Cannot instantiate {self!r}')


# `__mro_entries__` of both generic alias classes.
def _generic_mro_entries(self, bases):
    # A subscripted or bare generic as a base class (`class C(Iterable[T])`) stands for its
    # origin, plus Generic unless a later base is generic already (CPython's
    # `_BaseGenericAlias.__mro_entries__`).
    if not isinstance(self._origin, type):
        raise TypeError(f"Cannot subclass {self!r}")
    res = []
    if self._origin not in bases:
        res.append(self._origin)
    i = bases.index(self)
    for b in bases[i + 1:]:
        if isinstance(b, (_GenericAlias, _SpecialGenericAlias)) or (
                isinstance(b, type) and issubclass(b, Generic)):
            break
    else:
        res.append(Generic)
    return tuple(res)


class _GenericAlias(_Final):
    """A subscripted typing object, such as `List[int]` or `Union[int, str]`."""

    def __init__(self, origin, args, name, inst=True, special=None):
        self._origin = origin
        self._args = args
        self._name = name
        self._inst = inst
        self._special = special

    def __repr__(self):
        if self._special == 'union':
            args = self._args
            if len(args) == 2 and type(None) in args:
                other = args[0] if args[1] is type(None) else args[1]
                return f'typing.Optional[{_type_repr(other)}]'
            return 'typing.Union[' + ', '.join(_type_repr(a) for a in args) + ']'
        if self._special == 'literal':
            return 'typing.Literal[' + ', '.join(repr(a) for a in self._args) + ']'
        if self._special == 'annotated':
            return ('typing.Annotated[' + _type_repr(self._args[0]) + ', '
                    + ', '.join(repr(a) for a in self._args[1:]) + ']')
        if self._special == 'callable':
            *params, result = self._args
            if len(params) == 1 and params[0] is ...:
                shown = '...'
            else:
                shown = '[' + ', '.join(_type_repr(a) for a in params) + ']'
            return f'typing.Callable[{shown}, {_type_repr(result)}]'
        if not self._args:
            return f'typing.{self._name}[()]'
        return f'typing.{self._name}[' + ', '.join(_type_repr(a) for a in self._args) + ']'

    def _key(self):
        if self._special == 'union':
            return ('union', frozenset(self._args))
        if self._special == 'literal':
            return ('literal', frozenset((v, type(v)) for v in self._args))
        return (self._name, self._args)

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self._origin is other._origin and self._key() == other._key()

    def __hash__(self):
        return hash(self._key())

    def __call__(self, *args, **kwargs):
        if self._special == 'union':
            raise TypeError('Cannot instantiate typing.Union')
        if isinstance(self._origin, _SpecialForm):
            raise TypeError(f'Cannot instantiate {self._origin!r}')
        if not self._inst or self._special is not None:
            raise TypeError(f'Type {self._name} cannot be instantiated; '
                            f'use {_class_repr(self._origin).rpartition(".")[2]}() instead')
        return self._origin(*args, **kwargs)

    __mro_entries__ = _generic_mro_entries

    @property
    def __parameters__(self):
        # The type variables among the arguments, which the substitution of a builtin
        # alias holding this one reads (`list[Dict[str, T]][int]`).
        return tuple(_collect_typevars(self._args))

    def __getitem__(self, params):
        # Substitution of type variables: `Pair = Tuple[T, T]; Pair[int]`.
        params = tuple(_type_check(p) for p in _as_tuple(params))
        tvars = _collect_typevars(self._args)
        if not tvars:
            raise TypeError(f'{self!r} is not a generic class')
        if len(params) != len(tvars):
            raise TypeError(f"Too {'many' if len(params) > len(tvars) else 'few'} arguments for {self!r}; "
                            f"actual {len(params)}, expected {len(tvars)}")
        return _substitute(self, dict(zip(tvars, params)))


_BuiltinAlias = type(list[int])
_BuiltinUnion = type(int | str)


def _collect_typevars(args):
    found = []
    for a in args:
        if isinstance(a, (TypeVar, ParamSpec)):
            if a not in found:
                found.append(a)
        elif isinstance(a, _GenericAlias):
            for t in _collect_typevars(a._args):
                if t not in found:
                    found.append(t)
        elif isinstance(a, (_BuiltinAlias, _BuiltinUnion)):
            for t in a.__parameters__:
                if t not in found:
                    found.append(t)
    return found


def _substitute(alias, mapping):
    new_args = []
    for a in alias._args:
        if isinstance(a, TypeVar) and a in mapping:
            new_args.append(mapping[a])
        elif isinstance(a, _GenericAlias):
            new_args.append(_substitute(a, mapping))
        elif isinstance(a, (_BuiltinAlias, _BuiltinUnion)) and a.__parameters__:
            new_args.append(a[tuple(mapping.get(t, t) for t in a.__parameters__)])
        else:
            new_args.append(a)
    if alias._special == 'union':
        return Union[tuple(new_args)]
    return _GenericAlias(alias._origin, tuple(new_args), alias._name, alias._inst, alias._special)


class _SpecialGenericAlias(_Final):
    """An unsubscripted generic such as `List` or `Iterable`."""

    def __init__(self, origin, nparams, name, inst=True):
        self._origin = origin
        self._nparams = nparams
        self._name = name
        self._inst = inst

    def __repr__(self):
        return 'typing.' + self._name

    def __getitem__(self, params):
        params = tuple(_type_check(p) for p in _as_tuple(params))
        if self._nparams == 0:
            raise TypeError(f'{self!r} is not a generic class')
        if len(params) != self._nparams:
            many = 'many' if len(params) > self._nparams else 'few'
            raise TypeError(f'Too {many} arguments for {self!r}; actual {len(params)}, expected {self._nparams}')
        return _GenericAlias(self._origin, params, self._name, self._inst)

    __mro_entries__ = _generic_mro_entries

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f'Type {self._name} cannot be instantiated; '
                            f'use {_class_repr(self._origin).rpartition(".")[2]}() instead')
        if self._origin is None:
            raise TypeError(f'Type {self._name} cannot be instantiated')
        return self._origin(*args, **kwargs)


class _TupleAlias(_SpecialGenericAlias):
    def __getitem__(self, params):
        if params == ():
            return _GenericAlias(tuple, (), 'Tuple', False)
        params = _as_tuple(params)
        if len(params) == 2 and params[1] is ...:
            return _GenericAlias(tuple, (_type_check(params[0]), ...), 'Tuple', False)
        return _GenericAlias(tuple, tuple(_type_check(p) for p in params), 'Tuple', False)


class _CallableAlias(_SpecialGenericAlias):
    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError('Callable must be used as Callable[[arg, ...], result].')
        args, result = params
        if args is ...:
            return _GenericAlias(self._origin, (..., _type_check(result)), 'Callable', True, 'callable')
        if not isinstance(args, list):
            raise TypeError(f'Callable[args, result]: args must be a list. Got {_type_repr(args)}')
        flat = tuple(_type_check(a) for a in args) + (_type_check(result),)
        return _GenericAlias(self._origin, flat, 'Callable', True, 'callable')


def _union_getitem(self, parameters):
    if parameters == ():
        raise TypeError('Cannot take a Union of no types.')
    params = []
    for p in _as_tuple(parameters):
        p = _type_check(p)
        if isinstance(p, _GenericAlias) and p._special == 'union':
            params.extend(p._args)
        else:
            params.append(p)
    unique = []
    for p in params:
        if p not in unique:
            unique.append(p)
    if len(unique) == 1:
        return unique[0]
    return _GenericAlias(Union, tuple(unique), 'Union', False, 'union')


def _optional_getitem(self, parameters):
    if isinstance(parameters, tuple):
        raise TypeError(f'typing.Optional requires a single type. Got {parameters!r}.')
    return Union[parameters, None]


def _single_getitem(self, parameters):
    if isinstance(parameters, tuple):
        raise TypeError(f'typing.{self._name} accepts only single type. Got {parameters!r}.')
    return _GenericAlias(self, (_type_check(parameters),), self._name, False)


def _literal_getitem(self, parameters):
    values = []
    for v in _as_tuple(parameters):
        if isinstance(v, _GenericAlias) and v._special == 'literal':
            values.extend(v._args)
        else:
            values.append(v)
    unique = []
    seen = []
    for v in values:
        key = (v, type(v))
        if key not in seen:
            seen.append(key)
            unique.append(v)
    return _GenericAlias(self, tuple(unique), 'Literal', False, 'literal')


def _annotated_getitem(self, params):
    if not isinstance(params, tuple) or len(params) < 2:
        raise TypeError('Annotated[...] should be used with at least two arguments '
                        '(a type and an annotation).')
    return _GenericAlias(Annotated, (_type_check(params[0]),) + params[1:], 'Annotated', False, 'annotated')


def _concatenate_getitem(self, params):
    return _GenericAlias(self, tuple(_as_tuple(params)), 'Concatenate', False)


Any = _SpecialForm('Any')
NoReturn = _SpecialForm('NoReturn')
Never = _SpecialForm('Never')
Self = _SpecialForm('Self')
LiteralString = _SpecialForm('LiteralString')
TypeAlias = _SpecialForm('TypeAlias')
Union = _SpecialForm('Union', _union_getitem)
Optional = _SpecialForm('Optional', _optional_getitem)
ClassVar = _SpecialForm('ClassVar', _single_getitem)
Final = _SpecialForm('Final', _single_getitem)
Required = _SpecialForm('Required', _single_getitem)
NotRequired = _SpecialForm('NotRequired', _single_getitem)
TypeGuard = _SpecialForm('TypeGuard', _single_getitem)
Unpack = _SpecialForm('Unpack', _single_getitem)
Literal = _SpecialForm('Literal', _literal_getitem)
# CPython's Annotated is a class, hence its repr.
Annotated = _SpecialForm('Annotated', _annotated_getitem, "<class 'typing.Annotated'>")
Concatenate = _SpecialForm('Concatenate', _concatenate_getitem)


class TypeVar(_Final):
    """Type variable: `T = TypeVar('T')`."""

    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        if covariant and contravariant:
            raise ValueError('Bivariant types are not supported.')
        if constraints and bound is not None:
            raise TypeError('Constraints cannot be combined with bound=...')
        if len(constraints) == 1:
            raise TypeError('A single constraint is not allowed')
        self._name = name
        self.__name__ = name
        self._constraints = tuple(_type_check(c) for c in constraints)
        self._bound = _type_check(bound) if bound is not None else None
        self._covariant = bool(covariant)
        self._contravariant = bool(contravariant)

    def __typing_subst__(self, arg):
        # What a builtin alias's substitution calls for this variable (`list[T][int]`).
        arg = _type_check(arg)
        if type(arg) is tuple or not (callable(arg) or isinstance(arg, _Final)):
            raise TypeError(f"Parameters to generic types must be types. Got {arg!r:.100}.")
        return arg

    def __repr__(self):
        if self._covariant:
            prefix = '+'
        elif self._contravariant:
            prefix = '-'
        else:
            prefix = '~'
        return prefix + self._name


class ParamSpecArgs(_Final):
    """The args for a ParamSpec object: `P.args`, whose `__origin__` is `P`."""

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f"{self.__origin__.__name__}.args"

    def __eq__(self, other):
        if not isinstance(other, ParamSpecArgs):
            return NotImplemented
        return self.__origin__ == other.__origin__


class ParamSpecKwargs(_Final):
    """The kwargs for a ParamSpec object: `P.kwargs`, whose `__origin__` is `P`."""

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f"{self.__origin__.__name__}.kwargs"

    def __eq__(self, other):
        if not isinstance(other, ParamSpecKwargs):
            return NotImplemented
        return self.__origin__ == other.__origin__


class ParamSpec(_Final):
    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self._name = name
        self.__name__ = name

    def __typing_subst__(self, arg):
        # A builtin alias's substitution (`list[P][[int, str]]`), as CPython's.
        if isinstance(arg, (list, tuple)):
            arg = tuple(_type_check(a) for a in arg)
        elif not _is_param_expr(arg):
            raise TypeError(f"Expected a list of types, an ellipsis, "
                            f"ParamSpec, or Concatenate. Got {arg}")
        return arg

    def __typing_prepare_subst__(self, alias, args):
        params = alias.__parameters__
        i = params.index(self)
        if i >= len(args):
            raise TypeError(f"Too few arguments for {alias}")
        # `Z[[int, str, bool]] == Z[int, str, bool]` (PEP 612).
        if len(params) == 1 and not _is_param_expr(args[0]):
            args = (args,)
        elif isinstance(args[i], list):
            args = (*args[:i], tuple(args[i]), *args[i + 1:])
        return args

    @property
    def args(self):
        return ParamSpecArgs(self)

    @property
    def kwargs(self):
        return ParamSpecKwargs(self)

    def __repr__(self):
        return '~' + self._name


def _is_param_expr(arg):
    return (arg is ... or isinstance(arg, (tuple, list, ParamSpec))
            or isinstance(arg, _GenericAlias) and arg._name == 'Concatenate')


class TypeVarTuple(_Final):
    def __init__(self, name):
        self._name = name
        self.__name__ = name

    def __repr__(self):
        return self._name


AnyStr = TypeVar('AnyStr', bytes, str)
T = TypeVar('T')  # Any type.
KT = TypeVar('KT')  # Key type.
VT = TypeVar('VT')  # Value type.
T_co = TypeVar('T_co', covariant=True)  # Any type covariant containers.
V_co = TypeVar('V_co', covariant=True)  # Any type covariant containers.
VT_co = TypeVar('VT_co', covariant=True)  # Value type covariant containers.
T_contra = TypeVar('T_contra', contravariant=True)  # Ditto contravariant.
CT_co = TypeVar('CT_co', covariant=True, bound=type)


class Generic:
    """Abstract base class for generic types: `class Stack(Generic[T]): ...`."""

    @classmethod
    def __class_getitem__(cls, params):
        # Subscription (`Generic[int]`) is for type hints; ophis gives the class itself.
        return cls
    pass


import _abc as _abc_native
from _ophis_types_native import module_global as _module_global
from abc import ABCMeta as _ABCMeta

# What a protocol class defines that is not one of its members (CPython's list, and the
# attributes of ophis's ABCMeta).
_SPECIAL_NAMES = frozenset({
    '__abstractmethods__', '__annotations__', '__dict__', '__doc__', '__init__', '__module__',
    '__new__', '__slots__', '__subclasshook__', '__weakref__', '__class_getitem__',
    '__parameters__', '__orig_bases__', '__orig_class__', '_is_protocol', '_is_runtime_protocol',
    '__protocol_attrs__', '__qualname__', '__init_subclass__', '__match_args__',
    '_abc_registry', '_abc_cache', '_abc_negative_cache', '_abc_negative_cache_version',
    '_abc_subclasses',
})


def _get_protocol_attrs(cls):
    """The members of a protocol: what its classes up to Protocol define or annotate."""
    attrs = set()
    for base in cls.__mro__[:-1]:  # without object
        if base is Protocol or base is Generic:
            continue
        names = list(_abc_native.own_names(base))
        try:
            names.extend(base.__annotations__)
        except AttributeError:
            pass
        for attr in names:
            if not attr.startswith('_abc_') and attr not in _SPECIAL_NAMES:
                attrs.add(attr)
    return attrs


def _has_member(obj, attr):
    # A dunder member is looked up on the type (getattr() would be refused it by the
    # sandbox's rule); others on the object, as CPython's hasattr() does.
    if attr.startswith('__') and attr.endswith('__'):
        return _abc_native.defines(type(obj), attr) is True
    return hasattr(obj, attr) and getattr(obj, attr) is not None


class _ProtocolMeta(_ABCMeta):
    """The metaclass of protocols: `isinstance()` against a @runtime_checkable protocol checks
    that the object has every member of the protocol, and `issubclass()` that the class
    defines every method."""

    # (ABCMeta's methods are called by name: ophis's super() inside a metaclass method does
    # not bind to the class.)
    def __instancecheck__(cls, instance):
        if cls._is_protocol and not cls._is_runtime_protocol:
            raise TypeError("Instance and class checks can only be used with"
                            " @runtime_checkable protocols")
        if not cls._is_protocol and issubclass(type(instance), cls):
            return True
        if cls._is_protocol:
            if all(_has_member(instance, attr) for attr in _get_protocol_attrs(cls)):
                return True
            # Registered and derived classes, without the issubclass() refusals of protocols
            # with data members (CPython's hook lets abc's own checks through).
            return _ABCMeta.__subclasscheck__(cls, type(instance))
        return _ABCMeta.__instancecheck__(cls, instance)

    def __subclasscheck__(cls, other):
        if cls._is_protocol:
            if not cls._is_runtime_protocol:
                raise TypeError("Instance and class checks can only be used with"
                                " @runtime_checkable protocols")
            if not isinstance(other, type):
                raise TypeError('issubclass() arg 1 must be a class')
            attrs = _get_protocol_attrs(cls)
            for attr in attrs:
                try:
                    if attr in cls.__annotations__ and attr not in _abc_native.own_names(cls):
                        raise TypeError("Protocols with non-method members"
                                        " don't support issubclass()")
                except AttributeError:
                    pass
            return all(_abc_native.defines(other, attr) is True for attr in attrs) or _ABCMeta.__subclasscheck__(cls, other)
        return _ABCMeta.__subclasscheck__(cls, other)


class Protocol(Generic, metaclass=_ProtocolMeta):
    """Base class for protocol classes: `isinstance()` against a protocol decorated with
    @runtime_checkable checks its members structurally, as in CPython."""
    _is_protocol = True
    _is_runtime_protocol = False

    def __init_subclass__(cls, **kwargs):
        # (object.__init_subclass__, which takes no keyword arguments, is not reachable
        # through super() in ophis.)
        if kwargs:
            raise TypeError(f"{cls.__name__}.__init_subclass__() takes no keyword arguments")
        # A class is a protocol when Protocol is one of its direct bases.
        cls._is_protocol = any(b is Protocol for b in cls.__bases__)
        if not cls._is_protocol:
            cls._is_runtime_protocol = False


def _load_abc():
    try:
        import collections.abc as abc_module
        return abc_module
    except ImportError:
        return None


_abc_module = _load_abc()


def _abc(name):
    """The collections.abc class behind an alias (None while ophis has no such class)."""
    return getattr(_abc_module, name, None) if _abc_module is not None else None


def _alias(origin, nparams, name, inst=True):
    return _SpecialGenericAlias(origin, nparams, name, inst)


Hashable = _alias(_abc('Hashable'), 0, 'Hashable')
Awaitable = _alias(_abc('Awaitable'), 1, 'Awaitable')
Coroutine = _alias(_abc('Coroutine'), 3, 'Coroutine')
AsyncIterable = _alias(_abc('AsyncIterable'), 1, 'AsyncIterable')
AsyncIterator = _alias(_abc('AsyncIterator'), 1, 'AsyncIterator')
Iterable = _alias(_abc('Iterable'), 1, 'Iterable')
Iterator = _alias(_abc('Iterator'), 1, 'Iterator')
Reversible = _alias(_abc('Reversible'), 1, 'Reversible')
Sized = _alias(_abc('Sized'), 0, 'Sized')
Container = _alias(_abc('Container'), 1, 'Container')
Collection = _alias(_abc('Collection'), 1, 'Collection')
Callable = _CallableAlias(_abc('Callable'), 2, 'Callable')
AbstractSet = _alias(_abc('Set'), 1, 'AbstractSet')
MutableSet = _alias(_abc('MutableSet'), 1, 'MutableSet')
Mapping = _alias(_abc('Mapping'), 2, 'Mapping')
MutableMapping = _alias(_abc('MutableMapping'), 2, 'MutableMapping')
Sequence = _alias(_abc('Sequence'), 1, 'Sequence')
MutableSequence = _alias(_abc('MutableSequence'), 1, 'MutableSequence')
ByteString = _alias(_abc('ByteString'), 0, 'ByteString')
Tuple = _TupleAlias(tuple, -1, 'Tuple', inst=False)
List = _alias(list, 1, 'List', inst=False)
Deque = _alias(_collections.deque, 1, 'Deque')
Set = _alias(set, 1, 'Set', inst=False)
FrozenSet = _alias(frozenset, 1, 'FrozenSet', inst=False)
MappingView = _alias(_abc('MappingView'), 1, 'MappingView')
KeysView = _alias(_abc('KeysView'), 1, 'KeysView')
ItemsView = _alias(_abc('ItemsView'), 2, 'ItemsView')
ValuesView = _alias(_abc('ValuesView'), 1, 'ValuesView')
ContextManager = _alias(None, 1, 'ContextManager')
AsyncContextManager = _alias(None, 1, 'AsyncContextManager')
Dict = _alias(dict, 2, 'Dict', inst=False)
DefaultDict = _alias(_collections.defaultdict, 2, 'DefaultDict')
OrderedDict = _alias(_collections.OrderedDict, 2, 'OrderedDict')
Counter = _alias(_collections.Counter, 1, 'Counter')
ChainMap = _alias(_collections.ChainMap, 2, 'ChainMap')
Generator = _alias(_abc('Generator'), 3, 'Generator')
AsyncGenerator = _alias(_abc('AsyncGenerator'), 2, 'AsyncGenerator')
Type = _alias(type, 1, 'Type', inst=False)
Pattern = _alias(None, 1, 'Pattern')
Match = _alias(None, 1, 'Match')
Text = str


def cast(typ, val):
    """Cast a value to a type: at run time, returns the value unchanged."""
    return val


def assert_type(val, typ, /):
    return val


def assert_never(arg, /):
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + '...'
    raise AssertionError(f'Expected code to be unreachable, but got: {value}')


def _overload_dummy(*args, **kwds):
    raise NotImplementedError(
        "You should not call an overloaded function. "
        "A series of @overload-decorated functions "
        "outside a stub module should always be followed "
        "by an implementation that is not @overload-ed.")


# {module: {qualname: [func, ...]}}, in definition order.
_overload_registry = collections.defaultdict(_functools.partial(collections.defaultdict, list))


def overload(func):
    """Decorator for overloaded functions/methods: the last, undecorated definition is
    the implementation; calling an @overload-decorated one is an error. The overloads of a
    function can be retrieved with get_overloads()."""
    # classmethod and staticmethod (attribute syntax: the library's own reads are not the
    # program's, so the smolagents policy's dunder rule does not apply to them)
    try:
        f = func.__func__
    except AttributeError:
        f = func
    try:
        _overload_registry[f.__module__][f.__qualname__].append(func)
    except AttributeError:
        # Not a normal function; ignore.
        pass
    return _overload_dummy


def get_overloads(func):
    """Return all defined overloads for *func* as a sequence."""
    # classmethod and staticmethod (attribute syntax: the library's own reads are not the
    # program's, so the smolagents policy's dunder rule does not apply to them)
    try:
        f = func.__func__
    except AttributeError:
        f = func
    if f.__module__ not in _overload_registry:
        return []
    mod_dict = _overload_registry[f.__module__]
    if f.__qualname__ not in mod_dict:
        return []
    return list(mod_dict[f.__qualname__])


def clear_overloads():
    """Clear all overloads in the registry."""
    _overload_registry.clear()


def reveal_type(obj, /):
    """Reveal the inferred type of a variable: at run time, CPython prints the runtime type to
    standard error, which the sandbox does not have, and returns the argument unchanged."""
    return obj


def final(f):
    return f


def no_type_check(arg):
    return arg


def no_type_check_decorator(decorator):
    return decorator


def runtime_checkable(cls):
    """Mark a protocol class as a runtime protocol: isinstance() and issubclass() then check
    its members structurally."""
    if not isinstance(cls, _ProtocolMeta) or not cls._is_protocol:
        raise TypeError('@runtime_checkable can be only applied to protocol classes,'
                        ' got %r' % cls)
    cls._is_runtime_protocol = True
    return cls


@runtime_checkable
class SupportsInt(Protocol):
    """An ABC with one abstract method __int__."""

    def __int__(self):
        pass


@runtime_checkable
class SupportsFloat(Protocol):
    """An ABC with one abstract method __float__."""

    def __float__(self):
        pass


@runtime_checkable
class SupportsComplex(Protocol):
    """An ABC with one abstract method __complex__."""

    def __complex__(self):
        pass


@runtime_checkable
class SupportsBytes(Protocol):
    """An ABC with one abstract method __bytes__."""

    def __bytes__(self):
        pass


@runtime_checkable
class SupportsIndex(Protocol):
    """An ABC with one abstract method __index__."""

    def __index__(self):
        pass


@runtime_checkable
class SupportsAbs(Protocol):
    """An ABC with one abstract method __abs__ that is covariant in its return type."""

    def __abs__(self):
        pass


@runtime_checkable
class SupportsRound(Protocol):
    """An ABC with one abstract method __round__ that is covariant in its return type."""

    def __round__(self, ndigits=0):
        pass


def dataclass_transform(**kwargs):
    def decorator(cls_or_fn):
        return cls_or_fn
    return decorator


# The type of `list[int]` (types.GenericAlias) and of `int | str` (types.UnionType).
_BuiltinGenericAlias = type(list[int])
_UnionType = type(int | str)


def get_origin(tp):
    """The unsubscripted version of a type: get_origin(List[int]) is list."""
    if type(tp) is _BuiltinGenericAlias:
        return tp.__origin__
    if type(tp) is _UnionType:
        return _UnionType
    if isinstance(tp, _GenericAlias):
        if tp._special == 'annotated':
            return Annotated
        origin = tp._origin
    elif isinstance(tp, _SpecialGenericAlias):
        origin = tp._origin
    elif tp is Generic:
        return Generic
    else:
        return None
    if origin is None:
        # The origin is a collections.abc class (or re.Pattern/Match, contextlib's ABCs)
        # that ophis does not provide: say so rather than answer None.
        raise NotImplementedError(f'get_origin({tp!r}): its origin class is not available in ophis')
    return origin


def get_args(tp):
    """The type arguments of a subscripted type: get_args(Dict[str, int]) is (str, int)."""
    if type(tp) is _BuiltinGenericAlias or type(tp) is _UnionType:
        return tp.__args__
    if isinstance(tp, _GenericAlias):
        args = tp._args
        if tp._special == 'callable':
            *params, result = args
            if len(params) == 1 and params[0] is ...:
                return (..., result)
            return (list(params), result)
        return args
    return ()


class NewType:
    """NewType('UserId', int): a callable that returns its argument unchanged."""

    def __init__(self, name, tp):
        self._name = name
        self._supertype = tp

    def __call__(self, x):
        return x

    def __repr__(self):
        return f'__main__.{self._name}'

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


def _make_nmtuple(name, types, module, defaults=()):
    fields = [n for n, t in types]
    types = {n: _type_check(t, f"field {n} annotation must be a type") for n, t in types}
    nm_tpl = collections.namedtuple(name, fields, defaults=defaults, module=module)
    nm_tpl.__annotations__ = types
    return nm_tpl


# attributes prohibited to set in NamedTuple class syntax
_prohibited = frozenset({'__new__', '__init__', '__slots__', '__getnewargs__',
                         '_fields', '_field_defaults',
                         '_make', '_replace', '_asdict', '_source'})

_special = frozenset({'__module__', '__name__', '__annotations__', '__qualname__',
                      '__doc__', '__orig_bases__'})


class NamedTupleMeta(type):
    """The class syntax of NamedTuple: `class P(NamedTuple): x: int` makes the namedtuple of
    its annotated fields, with the body's other attributes (CPython's NamedTupleMeta)."""

    def __new__(cls, typename, bases, ns):
        if not bases:
            # The marker class `_NamedTuple` itself.
            return super().__new__(cls, typename, bases, ns)
        for base in bases:
            if base is not _NamedTuple and base is not Generic:
                raise TypeError(
                    'can only inherit from a NamedTuple type and Generic')
        types = ns.get('__annotations__', {})
        default_names = []
        for field_name in types:
            if field_name in ns:
                default_names.append(field_name)
            elif default_names:
                raise TypeError(f"Non-default namedtuple field {field_name} "
                                f"cannot follow default field"
                                f"{'s' if len(default_names) > 1 else ''} "
                                f"{', '.join(default_names)}")
        nm_tpl = _make_nmtuple(typename, types.items(),
                               defaults=[ns[n] for n in default_names],
                               module=ns['__module__'])
        # update from user namespace without overriding special namedtuple attributes
        for key in ns:
            if key in _prohibited:
                raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
            elif key not in _special and key not in nm_tpl._fields:
                setattr(nm_tpl, key, ns[key])
        return nm_tpl


class _NamedTuple(metaclass=NamedTupleMeta):
    pass


def NamedTuple(typename, fields=None, /, **kwargs):
    """Typed version of namedtuple: `NamedTuple('Employee', [('name', str), ('id', int)])`,
    or the class syntax (`class Employee(NamedTuple): name: str`)."""
    if fields is None:
        fields = kwargs.items()
    elif kwargs:
        raise TypeError('Either list of fields or keywords can be provided to NamedTuple, not both')
    return _make_nmtuple(typename, fields, module=None)


def _namedtuple_mro_entries(bases):
    assert NamedTuple in bases
    return (_NamedTuple,)


NamedTuple.__mro_entries__ = _namedtuple_mro_entries


def _typeddict_base_attr(base, name, default):
    # CPython reads `base.__dict__.get(name, default)`; a TypedDict class sets all three of its
    # own, so reading the attribute gives the same, and other bases (Generic) have none.
    value = getattr(base, name, default)
    return value if isinstance(value, (dict, frozenset)) else default


class _TypedDictMeta(type):
    def __new__(cls, name, bases, ns, total=True):
        """Create a new typed dict class object (CPython's `_TypedDictMeta.__new__`).

        TypedDict's class syntax makes a class whose metaclass is _TypedDictMeta and whose
        base is dict (and Generic, when a base is generic); calling it makes a plain dict.
        """
        for base in bases:
            if type(base) is not _TypedDictMeta and base is not Generic:
                raise TypeError('cannot inherit from both a TypedDict type '
                                'and a non-TypedDict base class')

        if any(issubclass(b, Generic) for b in bases):
            generic_base = (Generic,)
        else:
            generic_base = ()

        tp_dict = super().__new__(cls, name, (*generic_base, dict), ns)

        annotations = {}
        own_annotations = ns.get('__annotations__', {})
        msg = "TypedDict('Name', {f0: t0, f1: t1, ...}); each t must be a type"
        own_annotations = {
            n: _type_check(tp, msg) for n, tp in own_annotations.items()
        }
        required_keys = set()
        optional_keys = set()

        for base in bases:
            annotations.update(_typeddict_base_attr(base, '__annotations__', {}))
            required_keys.update(_typeddict_base_attr(base, '__required_keys__', frozenset()))
            optional_keys.update(_typeddict_base_attr(base, '__optional_keys__', frozenset()))

        annotations.update(own_annotations)
        for annotation_key, annotation_type in own_annotations.items():
            annotation_origin = get_origin(annotation_type)
            if annotation_origin is Annotated:
                annotation_args = get_args(annotation_type)
                if annotation_args:
                    annotation_type = annotation_args[0]
                    annotation_origin = get_origin(annotation_type)

            if annotation_origin is Required:
                is_required = True
            elif annotation_origin is NotRequired:
                is_required = False
            else:
                is_required = total

            if is_required:
                required_keys.add(annotation_key)
                optional_keys.discard(annotation_key)
            else:
                optional_keys.add(annotation_key)
                required_keys.discard(annotation_key)

        tp_dict.__annotations__ = annotations
        tp_dict.__required_keys__ = frozenset(required_keys)
        tp_dict.__optional_keys__ = frozenset(optional_keys)
        if not hasattr(tp_dict, '__total__'):
            tp_dict.__total__ = total
        return tp_dict

    def __call__(cls, *args, **kwargs):
        # CPython's `__call__ = dict`: a TypedDict class makes plain dicts.
        return dict(*args, **kwargs)

    def __subclasscheck__(cls, other):
        # Typed dicts are only for static structural subtyping.
        raise TypeError('TypedDict does not support instance and class checks')

    __instancecheck__ = __subclasscheck__


def TypedDict(typename, fields=None, /, *, total=True, **kwargs):
    """A simple typed namespace. At runtime it is equivalent to a plain dict.

    `class Point2D(TypedDict): x: int` or `Point2D = TypedDict('Point2D', {'x': int})`; the
    keys are `__required_keys__` and `__optional_keys__` (`total=False`, `Required[...]`,
    `NotRequired[...]`), the types `__annotations__`.
    """
    if fields is None:
        fields = kwargs
    elif kwargs:
        raise TypeError("TypedDict takes either a dict or keyword arguments,"
                        " but not both")
    if kwargs:
        import warnings
        warnings.warn(
            "The kwargs-based syntax for TypedDict definitions is deprecated "
            "in Python 3.11, will be removed in Python 3.13, and may not be "
            "understood by third-party type checkers.",
            DeprecationWarning,
            stacklevel=2,
        )

    ns = {'__annotations__': dict(fields)}
    return _TypedDictMeta(typename, (), ns, total=total)


_TypedDict = type.__new__(_TypedDictMeta, 'TypedDict', (), {})
TypedDict.__mro_entries__ = lambda bases: (_TypedDict,)


def is_typeddict(tp):
    """Check if an annotation is a TypedDict class."""
    return isinstance(tp, _TypedDictMeta)


class IO(Generic[AnyStr]):
    """Generic base class for TextIO and BinaryIO.

    This is an abstract, generic version of the return of open().

    NOTE: This does not distinguish between the different possible
    classes (text vs. binary, read vs. write vs. read/write,
    append-only, unbuffered).  The TextIO and BinaryIO subclasses
    below capture the distinctions between text vs. binary, which is
    pervasive in the interface; however we currently do not offer a
    way to track the other distinctions in the type system.
    """

    __slots__ = ()

    @property
    @abstractmethod
    def mode(self) -> str:
        pass

    @property
    @abstractmethod
    def name(self) -> str:
        pass

    @abstractmethod
    def close(self) -> None:
        pass

    @property
    @abstractmethod
    def closed(self) -> bool:
        pass

    @abstractmethod
    def fileno(self) -> int:
        pass

    @abstractmethod
    def flush(self) -> None:
        pass

    @abstractmethod
    def isatty(self) -> bool:
        pass

    @abstractmethod
    def read(self, n: int = -1) -> AnyStr:
        pass

    @abstractmethod
    def readable(self) -> bool:
        pass

    @abstractmethod
    def readline(self, limit: int = -1) -> AnyStr:
        pass

    @abstractmethod
    def readlines(self, hint: int = -1) -> List[AnyStr]:
        pass

    @abstractmethod
    def seek(self, offset: int, whence: int = 0) -> int:
        pass

    @abstractmethod
    def seekable(self) -> bool:
        pass

    @abstractmethod
    def tell(self) -> int:
        pass

    @abstractmethod
    def truncate(self, size: int = None) -> int:
        pass

    @abstractmethod
    def writable(self) -> bool:
        pass

    @abstractmethod
    def write(self, s: AnyStr) -> int:
        pass

    @abstractmethod
    def writelines(self, lines: List[AnyStr]) -> None:
        pass

    @abstractmethod
    def __enter__(self) -> 'IO[AnyStr]':
        pass

    @abstractmethod
    def __exit__(self, type, value, traceback) -> None:
        pass


class BinaryIO(IO[bytes]):
    """Typed version of the return of open() in binary mode."""

    __slots__ = ()

    @abstractmethod
    def write(self, s: Union[bytes, bytearray]) -> int:
        pass

    @abstractmethod
    def __enter__(self) -> 'BinaryIO':
        pass


class TextIO(IO[str]):
    """Typed version of the return of open() in text mode."""

    __slots__ = ()

    @property
    @abstractmethod
    def buffer(self) -> BinaryIO:
        pass

    @property
    @abstractmethod
    def encoding(self) -> str:
        pass

    @property
    @abstractmethod
    def errors(self) -> Optional[str]:
        pass

    @property
    @abstractmethod
    def line_buffering(self) -> bool:
        pass

    @property
    @abstractmethod
    def newlines(self) -> Any:
        pass

    @abstractmethod
    def __enter__(self) -> 'TextIO':
        pass


# get_type_hints: forward references are parsed by a small reader of type expressions and
# resolved by name; nothing in them is executed.

_HINT_BUILTINS = {
    'int': int, 'float': float, 'complex': complex, 'bool': bool, 'str': str, 'bytes': bytes,
    'bytearray': bytearray, 'list': list, 'dict': dict, 'set': set, 'frozenset': frozenset,
    'tuple': tuple, 'type': type, 'object': object, 'range': range, 'slice': slice,
    'BaseException': BaseException, 'Exception': Exception,
}


class _HintReader:
    """Reads one type expression from a forward-reference string."""

    def __init__(self, text, globalns, localns, check=False):
        self.text = text
        self.pos = 0
        self.globalns = globalns
        self.localns = localns
        # Only read the syntax, looking nothing up (as CPython compiles a forward reference
        # before evaluating it, a syntax error is reported before an unknown name).
        self.check = check

    def fail(self):
        raise SyntaxError(f'Forward reference must be an expression -- got {self.text!r}')

    def skip(self):
        while self.pos < len(self.text) and self.text[self.pos] in ' \t\n':
            self.pos += 1

    def peek(self):
        self.skip()
        return self.text[self.pos] if self.pos < len(self.text) else ''

    def take(self, ch):
        if self.peek() != ch:
            self.fail()
        self.pos += 1

    def whole(self):
        value = self.union()
        if self.peek() != '':
            self.fail()
        return value

    def union(self):
        value = self.primary()
        while self.peek() == '|':
            self.pos += 1
            other = self.primary()
            if not self.check:
                value = value | other
        return value

    def name(self):
        self.skip()
        start = self.pos
        while self.pos < len(self.text) and (self.text[self.pos].isalnum() or self.text[self.pos] == '_'):
            self.pos += 1
        if start == self.pos or self.text[start].isdigit():
            self.fail()
        return self.text[start:self.pos]

    def lookup(self, name):
        if name == 'None' or self.check:
            return None
        # A _ModuleGlobals is read name by name, when its module is one of the program's.
        readable = False
        for ns in (self.localns, self.globalns):
            if isinstance(ns, _ModuleGlobals):
                found = _module_global(ns.owner, name)
                if found is not None:
                    if found[0]:
                        return found[1]
                    readable = True
            elif ns is not None and name in ns:
                return ns[name]
        if name in _HINT_BUILTINS:
            return _HINT_BUILTINS[name]
        unknown = not readable and (self.globalns is None
                                    or isinstance(self.globalns, _ModuleGlobals))
        if unknown and name in _TYPING_NAMES:
            return _TYPING_NAMES[name]
        if unknown:
            raise NotImplementedError(
                f'get_type_hints: the forward reference {self.text!r} names {name!r}, which ophis '
                'cannot look up in the module that defined it; pass globalns=globals()')
        raise NameError(f"name '{name}' is not defined")

    def primary(self):
        ch = self.peek()
        if ch in ('"', "'"):
            quote = ch
            end = self.text.find(quote, self.pos + 1)
            if end < 0:
                self.fail()
            # A string literal is a str, as eval() makes it: where it stands for a type
            # (`List['int']`) _eval_hint reads it; Annotated's metadata stays a str.
            value = self.text[self.pos + 1:end]
            self.pos = end + 1
        elif ch == '[':
            self.pos += 1
            items = []
            while self.peek() != ']':
                items.append(self.union())
                if self.peek() == ',':
                    self.pos += 1
                elif self.peek() != ']':
                    self.fail()
            self.pos += 1
            return items
        elif self.text.startswith('...', self.pos):
            self.pos += 3
            return ...
        else:
            value = self.lookup(self.name())
        while True:
            ch = self.peek()
            if ch == '.':
                self.pos += 1
                attr = self.name()
                if not self.check:
                    value = getattr(value, attr)
            elif ch == '[':
                self.pos += 1
                items = [self.union()]
                trailing_comma = False
                while self.peek() == ',':
                    self.pos += 1
                    trailing_comma = True
                    if self.peek() == ']':
                        break
                    items.append(self.union())
                    trailing_comma = False
                self.take(']')
                if not self.check:
                    value = value[tuple(items) if len(items) > 1 or trailing_comma else items[0]]
            else:
                return value


def _eval_hint(value, globalns, localns):
    if value is None:
        return type(None)
    if isinstance(value, ForwardRef):
        value = value.arg
    if isinstance(value, str):
        _HintReader(value, None, None, check=True).whole()
        value = _HintReader(value, globalns, localns).whole()
        if value is None:
            return type(None)
        return _eval_hint(value, globalns, localns)
    if isinstance(value, _GenericAlias) and value._special != 'literal':
        # Annotated's metadata is data, not a type: only its first argument is resolved.
        n = 1 if value._special == 'annotated' else len(value._args)
        args = tuple(_eval_hint(a, globalns, localns) if i < n and isinstance(a, (str, ForwardRef)) else a
                     for i, a in enumerate(value._args))
        if args != value._args:
            if value._special == 'union':
                return Union[args]
            return _GenericAlias(value._origin, args, value._name, value._inst, value._special)
    return value


def _strip_annotations(t):
    if isinstance(t, _GenericAlias):
        if t._special == 'annotated':
            return _strip_annotations(t._args[0])
        if t._special == 'literal':
            return t
        args = tuple(_strip_annotations(a) for a in t._args)
        if args == t._args:
            return t
        if t._special == 'union':
            return Union[args]
        return _GenericAlias(t._origin, args, t._name, t._inst, t._special)
    return t


def _annotations_of(obj):
    # Attribute syntax: library code may read the dunder; getattr() with a dunder string is
    # judged by the program's policy.
    try:
        return obj.__annotations__
    except AttributeError:
        return None


class _ModuleGlobals(dict):
    """Stands for the globals of the module that wrote an annotation, which ophis does not
    hand out: `owner` (a function, or a module's name) says which module, and _HintReader reads
    one name at a time from it through `module_global`, which answers for the program's own
    modules only."""

    def __init__(self, owner):
        super().__init__()
        self.owner = owner


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """The annotations of a function, method, class or module, with forward references
    resolved and None replaced by NoneType (see the module's docstring for what ophis can
    resolve)."""
    hints = {}
    if isinstance(obj, type):
        seen = []
        for base in reversed(obj.__mro__):
            ann = _annotations_of(base)
            if ann is None or any(ann is s for s in seen):
                continue
            seen.append(ann)
            base_globals = _ModuleGlobals(base.__module__) if globalns is None else globalns
            for name, value in ann.items():
                hints[name] = _eval_hint(value, base_globals, localns)
    else:
        ann = _annotations_of(obj)
        if ann is None:
            if callable(obj):
                raise TypeError(f'{obj!r} is not a module, class, method, or function.')
            return {}
        if globalns is None:
            nsobj = obj
            while True:
                try:
                    nsobj = nsobj.__wrapped__
                except AttributeError:
                    break
            try:
                nsobj = nsobj.__func__
            except AttributeError:
                pass
            globalns = _ModuleGlobals(nsobj)
        for name, value in ann.items():
            hints[name] = _eval_hint(value, globalns, localns)
    if include_extras:
        return hints
    return {k: _strip_annotations(t) for k, t in hints.items()}


# The names a forward reference may use without a globalns: typing's own public names.
_TYPING_NAMES = {
    'ForwardRef': ForwardRef,
    'Any': Any,
    'NoReturn': NoReturn,
    'Never': Never,
    'Self': Self,
    'LiteralString': LiteralString,
    'TypeAlias': TypeAlias,
    'Union': Union,
    'Optional': Optional,
    'ClassVar': ClassVar,
    'Final': Final,
    'Required': Required,
    'NotRequired': NotRequired,
    'TypeGuard': TypeGuard,
    'Unpack': Unpack,
    'Literal': Literal,
    'Annotated': Annotated,
    'Concatenate': Concatenate,
    'TypeVar': TypeVar,
    'ParamSpec': ParamSpec,
    'TypeVarTuple': TypeVarTuple,
    'AnyStr': AnyStr,
    'Generic': Generic,
    'Protocol': Protocol,
    'Hashable': Hashable,
    'Awaitable': Awaitable,
    'Coroutine': Coroutine,
    'AsyncIterable': AsyncIterable,
    'AsyncIterator': AsyncIterator,
    'Iterable': Iterable,
    'Iterator': Iterator,
    'Reversible': Reversible,
    'Sized': Sized,
    'Container': Container,
    'Collection': Collection,
    'Callable': Callable,
    'AbstractSet': AbstractSet,
    'MutableSet': MutableSet,
    'Mapping': Mapping,
    'MutableMapping': MutableMapping,
    'Sequence': Sequence,
    'MutableSequence': MutableSequence,
    'ByteString': ByteString,
    'Tuple': Tuple,
    'List': List,
    'Deque': Deque,
    'Set': Set,
    'FrozenSet': FrozenSet,
    'MappingView': MappingView,
    'KeysView': KeysView,
    'ItemsView': ItemsView,
    'ValuesView': ValuesView,
    'ContextManager': ContextManager,
    'AsyncContextManager': AsyncContextManager,
    'Dict': Dict,
    'DefaultDict': DefaultDict,
    'OrderedDict': OrderedDict,
    'Counter': Counter,
    'ChainMap': ChainMap,
    'Generator': Generator,
    'AsyncGenerator': AsyncGenerator,
    'Type': Type,
    'Pattern': Pattern,
    'Match': Match,
    'Text': Text,
    'SupportsInt': SupportsInt,
    'SupportsFloat': SupportsFloat,
    'SupportsComplex': SupportsComplex,
    'SupportsBytes': SupportsBytes,
    'SupportsIndex': SupportsIndex,
    'SupportsAbs': SupportsAbs,
    'SupportsRound': SupportsRound,
    'cast': cast,
    'assert_type': assert_type,
    'assert_never': assert_never,
    'overload': overload,
    'final': final,
    'no_type_check': no_type_check,
    'no_type_check_decorator': no_type_check_decorator,
    'runtime_checkable': runtime_checkable,
    'dataclass_transform': dataclass_transform,
    'get_origin': get_origin,
    'get_args': get_args,
    'NewType': NewType,
    'NamedTuple': NamedTuple,
    'TypedDict': TypedDict,
    'get_type_hints': get_type_hints,
}
