"""Data classes (the `dataclasses` module), written for ophis after CPython 3.11's.

CPython generates `__init__`, `__repr__`, `__eq__`, ... as source text and `exec`s it. ophis
has no `exec`, so each method is a closure over the field list; the generated `__init__`
takes `*args, **kwargs` and binds them itself, raising exactly the errors CPython's argument
binding would for the signature CPython would have generated
(`Point.__init__() missing 1 required positional argument: 'y'`).

This module was written when library code could not list a class's own namespace
(`cls.__dict__`) nor walk `__mro__` (it now can: `_add_slots` reads both, as CPython's), so:
- whether a class defines a name itself (and is not just inheriting it) is decided by
  comparing `cls.name` with `super(cls, cls).name`;
- the dataclasses among the bases are found by following `super()` from class to class
  through `__ophis_dataclass__`, an attribute each dataclass sets to itself;
- the class's qualified name comes from its default repr.

Known approximations: string annotations count as ClassVar/InitVar/KW_ONLY when they are
spelled `ClassVar[...]` or `typing.ClassVar[...]` (CPython resolves the name in the class's
module); `del` of a field of a frozen instance is not intercepted because the core does not
call `__delattr__`; the class docstring made for a class without one holds the signature of
its `__init__` only when that is a generated one or object's (see `_class_text_signature`).
"""

__all__ = [
    'dataclass', 'field', 'Field', 'FrozenInstanceError', 'InitVar', 'KW_ONLY', 'MISSING',
    'fields', 'asdict', 'astuple', 'make_dataclass', 'replace', 'is_dataclass',
]

import abc as _abc
from _ophis_types import mappingproxy as _ophis_mappingproxy
# The type of a slot's member descriptor (CPython's types.MemberDescriptorType; the sandbox
# has no `types`).
from _ophis_types import member_descriptor as _MemberDescriptorType

# The builtins shadowed by parameter names below, kept under private names.
_builtin_repr = repr
_builtin_type = type


class FrozenInstanceError(AttributeError):
    pass


class _HAS_DEFAULT_FACTORY_CLASS:
    def __repr__(self):
        return '<factory>'


_HAS_DEFAULT_FACTORY = _HAS_DEFAULT_FACTORY_CLASS()


class _MISSING_TYPE:
    pass


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()


# CPython's `types.MappingProxyType`, the builtin type that also views a class's namespace;
# it refuses what is not a mapping (`field(metadata=0)`).
_MappingProxy = _ophis_mappingproxy

_EMPTY_METADATA = _MappingProxy({})


class _FIELD_BASE:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FIELD_BASE('_FIELD')
_FIELD_CLASSVAR = _FIELD_BASE('_FIELD_CLASSVAR')
_FIELD_INITVAR = _FIELD_BASE('_FIELD_INITVAR')


def _qualname(cls):
    """A class's `__qualname__`, read from its default repr `<class '__main__.f.<locals>.C'>`
    without the module it names (the class's own `__module__`)."""
    r = _builtin_repr(cls)
    if r.startswith("<class '") and r.endswith("'>"):
        r = r[8:-2]
        module = getattr(cls, '__module__', None)
        for prefix in ('__main__.', 'builtins.', f'{module}.' if isinstance(module, str) else None):
            if prefix and r.startswith(prefix):
                return r[len(prefix):]
    return r


def _name(cls):
    return _qualname(cls).rpartition('.')[2]


class _InitVarMeta(type):
    # `InitVar[int]` (CPython uses `__class_getitem__`, which ophis does not call).
    def __getitem__(cls, tp):
        return InitVar(tp)


class InitVar(metaclass=_InitVarMeta):
    def __init__(self, type):
        self.type = type

    def __repr__(self):
        if isinstance(self.type, _builtin_type):
            type_name = _name(self.type)
        else:
            type_name = _builtin_repr(self.type)
        return f'dataclasses.InitVar[{type_name}]'


# The Fields whose repr is being made, by id (a Field inside its own repr).
_field_repr_running = set()


class Field:
    def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = (_EMPTY_METADATA if metadata is None else _MappingProxy(metadata))
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        # CPython's is wrapped in _recursive_repr: a Field inside its own repr (a field whose
        # type is the Field itself) shows as `...`.
        key = id(self)
        if key in _field_repr_running:
            return '...'
        _field_repr_running.add(key)
        try:
            return self._repr()
        finally:
            _field_repr_running.discard(key)

    def _repr(self):
        return ('Field('
                f'name={self.name!r},'
                f'type={self.type!r},'
                f'default={self.default!r},'
                f'default_factory={self.default_factory!r},'
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'hash={self.hash!r},'
                f'compare={self.compare!r},'
                f'metadata={self.metadata!r},'
                f'kw_only={self.kw_only!r},'
                f'_field_type={self._field_type}'
                ')')

    def __set_name__(self, owner, name):
        # CPython's: `x: T = field(default=d)` in a class body names the Field, which passes
        # the name on to its default when the default's type has __set_name__ (PEP 487).
        try:
            func = _builtin_type(self.default).__set_name__
        except AttributeError:
            return
        if func:
            func(self.default, owner, name)


class _DataclassParams:
    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return ('_DataclassParams('
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'eq={self.eq!r},'
                f'order={self.order!r},'
                f'unsafe_hash={self.unsafe_hash!r},'
                f'frozen={self.frozen!r}'
                ')')


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    """Return an object to identify dataclass fields."""
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


def _fields_in_init_order(fields):
    return (tuple(f for f in fields if f.init and not f.kw_only),
            tuple(f for f in fields if f.init and f.kw_only))


# ---------------------------------------------------------------------------------------
# Reading and writing the dunder attributes of a class. Attribute syntax is allowed in
# library code, dynamic names (getattr/setattr) are not, hence one small function per name.

def _get_init(c):
    return c.__init__


def _get_repr(c):
    return c.__repr__


def _get_eq(c):
    return c.__eq__


def _get_lt(c):
    return c.__lt__


def _get_le(c):
    return c.__le__


def _get_gt(c):
    return c.__gt__


def _get_ge(c):
    return c.__ge__


def _get_setattr(c):
    return c.__setattr__


def _get_delattr(c):
    return c.__delattr__


def _get_hash(c):
    return c.__hash__


def _get_match_args(c):
    return c.__match_args__


def _get_annotations(c):
    return c.__annotations__


def _get_fields(c):
    return c.__dataclass_fields__


def _get_params(c):
    return c.__dataclass_params__


def _get_dataclass_self(c):
    return c.__ophis_dataclass__


def _get_post_init(c):
    return c.__post_init__


def _set_init(c, v):
    c.__init__ = v


def _set_repr(c, v):
    c.__repr__ = v


def _set_eq(c, v):
    c.__eq__ = v


def _set_lt(c, v):
    c.__lt__ = v


def _set_le(c, v):
    c.__le__ = v


def _set_gt(c, v):
    c.__gt__ = v


def _set_ge(c, v):
    c.__ge__ = v


def _set_setattr(c, v):
    c.__setattr__ = v


def _set_delattr(c, v):
    c.__delattr__ = v


def _set_match_args(c, v):
    c.__match_args__ = v


_ACCESSORS = {
    '__init__': (_get_init, _set_init),
    '__repr__': (_get_repr, _set_repr),
    '__eq__': (_get_eq, _set_eq),
    '__lt__': (_get_lt, _set_lt),
    '__le__': (_get_le, _set_le),
    '__gt__': (_get_gt, _set_gt),
    '__ge__': (_get_ge, _set_ge),
    '__setattr__': (_get_setattr, _set_setattr),
    '__delattr__': (_get_delattr, _set_delattr),
    '__match_args__': (_get_match_args, _set_match_args),
}

_NOTHING = object()
_BuiltinFunctionType = _builtin_type(len)


def _lookup(obj, getter):
    try:
        return getter(obj)
    except AttributeError:
        return _NOTHING


def _own(cls, getter):
    """The value the class itself defines for an attribute, or _NOTHING if it only inherits
    it (or has none): the class's value differs from what the rest of the MRO gives."""
    mine = _lookup(cls, getter)
    if mine is _NOTHING or _builtin_type(mine) is _BuiltinFunctionType:
        # Builtin methods come from object (a class defines its methods with `def`); super()
        # binds them, so the identity test below cannot recognize them.
        return _NOTHING
    parent = _lookup(super(cls, cls), getter)
    if parent is not _NOTHING and parent is mine:
        return _NOTHING
    return mine


def _own_named(cls, name):
    """`_own` for an ordinary (non-dunder) attribute name."""
    try:
        mine = getattr(cls, name)
    except AttributeError:
        return _NOTHING
    try:
        parent = getattr(super(cls, cls), name)
    except AttributeError:
        return mine
    if parent is mine:
        return _NOTHING
    return mine


def _set_new_attribute(cls, name, value):
    # Never overwrites an attribute the class defines itself; returns True if it exists.
    getter, setter = _ACCESSORS[name]
    if _own(cls, getter) is not _NOTHING:
        return True
    setter(cls, _set_qualname(cls, value))
    return False


def _is_dataclass_class(cls):
    return _lookup(cls, _get_fields) is not _NOTHING


def _dataclass_bases(cls):
    """The dataclasses in cls's MRO after cls, in MRO order."""
    found = []
    current = cls
    while True:
        nxt = _lookup(super(current, cls), _get_dataclass_self)
        if nxt is _NOTHING:
            return found
        found.append(nxt)
        current = nxt


# ---------------------------------------------------------------------------------------
# Recognizing ClassVar, InitVar and KW_ONLY annotations.

def _typing_classvar():
    try:
        import typing
    except ImportError:
        return None, None
    return typing.ClassVar, typing.get_origin


def _string_annotation_head(annotation):
    """`(module, name)` of a string annotation like "typing.ClassVar[int]" (CPython's
    `^(?:\\s*(\\w+)\\s*\\.)?\\s*(\\w+)`), or None."""
    s = annotation.lstrip()
    i = 0
    while i < len(s) and (s[i].isalnum() or s[i] == '_'):
        i += 1
    first = s[:i]
    if not first:
        return None
    rest = s[i:].lstrip()
    if rest.startswith('.'):
        rest = rest[1:].lstrip()
        j = 0
        while j < len(rest) and (rest[j].isalnum() or rest[j] == '_'):
            j += 1
        if j:
            return first, rest[:j]
    return None, first


def _is_string_type(annotation, module_name, type_name):
    if not isinstance(annotation, str):
        return False
    head = _string_annotation_head(annotation)
    if head is None:
        return False
    module, name = head
    return name == type_name and (module is None or module == module_name)


def _is_classvar(a_type):
    if isinstance(a_type, str):
        return _is_string_type(a_type, 'typing', 'ClassVar')
    if isinstance(a_type, _builtin_type):
        return False
    classvar, get_origin = _typing_classvar()
    if classvar is None:
        return False
    return a_type is classvar or get_origin(a_type) is classvar


def _is_initvar(a_type):
    if isinstance(a_type, str):
        return _is_string_type(a_type, 'dataclasses', 'InitVar')
    return a_type is InitVar or _builtin_type(a_type) is InitVar


def _is_kw_only(a_type):
    if isinstance(a_type, str):
        return _is_string_type(a_type, 'dataclasses', 'KW_ONLY')
    return a_type is KW_ONLY


def _is_unhashable(value):
    # CPython: `value.__class__.__hash__ is None`, its proxy for "mutable".
    if isinstance(value, (list, dict, set, bytearray)):
        return True
    return _lookup(_builtin_type(value), _get_hash) is None


def _get_field(cls, a_name, a_type, default_kw_only):
    if a_name.startswith('__') and a_name.endswith('__'):
        default = MISSING
    else:
        default = getattr(cls, a_name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        if isinstance(default, _MemberDescriptorType):
            # This is a field in __slots__, so it has no default value.
            default = MISSING
        f = field(default=default)
    f.name = a_name
    f.type = a_type
    f._field_type = _FIELD
    if _is_classvar(a_type):
        f._field_type = _FIELD_CLASSVAR
    if f._field_type is _FIELD and _is_initvar(a_type):
        f._field_type = _FIELD_INITVAR
    if f._field_type is _FIELD_CLASSVAR or f._field_type is _FIELD_INITVAR:
        if f.default_factory is not MISSING:
            raise TypeError(f'field {f.name} cannot have a default factory')
    if f._field_type is _FIELD or f._field_type is _FIELD_INITVAR:
        if f.kw_only is MISSING:
            f.kw_only = default_kw_only
    else:
        if f.kw_only is not MISSING:
            raise TypeError(f'field {f.name} is a ClassVar but specifies kw_only')
    if f._field_type is _FIELD and _is_unhashable(f.default):
        raise ValueError(f'mutable default {_builtin_type(f.default)} for field '
                         f'{f.name} is not allowed: use default_factory')
    return f


# ---------------------------------------------------------------------------------------
# The generated methods.

def _format_missing(fname, kind, names):
    names = [_builtin_repr(n) for n in names]
    if len(names) == 1:
        listed = names[0]
    elif len(names) == 2:
        listed = '%s and %s' % (names[0], names[1])
    else:
        listed = ', '.join(names[:-2]) + ', %s, and %s' % (names[-2], names[-1])
    return TypeError('%s() missing %d required %s argument%s: %s'
                     % (fname, len(names), kind, '' if len(names) == 1 else 's', listed))


def _bind_arguments(fname, self_name, pos_names, kw_names, pos_defaults, kw_defaults, args, kwargs):
    """Binds a call's arguments to `def __init__(self, *pos_names, *, *kw_names)` the way
    CPython does, with its error messages; returns {name: value}."""
    n_pos = len(pos_names)
    values = {}
    for i in range(min(len(args), n_pos)):
        values[pos_names[i]] = args[i]
    for key, value in kwargs.items():
        if key in pos_defaults or key in kw_defaults:
            if key in values:
                raise TypeError("%s() got multiple values for argument '%s'" % (fname, key))
            values[key] = value
        elif key == self_name:
            raise TypeError("%s() got multiple values for argument '%s'" % (fname, key))
        else:
            raise TypeError("%s() got an unexpected keyword argument '%s'" % (fname, key))
    n_defaults = sum(1 for name in pos_names if pos_defaults[name] is not MISSING)
    given = len(args) + 1
    argcount = n_pos + 1
    if given > argcount:
        kwonly_given = sum(1 for name in kw_names if name in values)
        if n_defaults:
            sig = 'from %d to %d' % (argcount - n_defaults, argcount)
            plural = True
        else:
            sig = '%d' % argcount
            plural = argcount != 1
        if kwonly_given:
            kwonly_sig = ' positional argument%s (and %d keyword-only argument%s)' % (
                's' if given != 1 else '', kwonly_given, 's' if kwonly_given != 1 else '')
        else:
            kwonly_sig = ''
        raise TypeError('%s() takes %s positional argument%s but %d%s %s given' % (
            fname, sig, 's' if plural else '', given, kwonly_sig,
            'was' if given == 1 and not kwonly_given else 'were'))
    if len(args) < n_pos:
        missing = [name for name in pos_names[:n_pos - n_defaults] if name not in values]
        if missing:
            raise _format_missing(fname, 'positional', missing)
        for name in pos_names:
            if name not in values:
                values[name] = pos_defaults[name]
    missing = []
    for name in kw_names:
        if name not in values:
            default = kw_defaults[name]
            if default is MISSING:
                missing.append(name)
            else:
                values[name] = default
    if missing:
        raise _format_missing(fname, 'keyword-only', missing)
    return values


def _param_default(f):
    if f.default is not MISSING:
        return f.default
    if f.default_factory is not MISSING:
        return _HAS_DEFAULT_FACTORY
    return MISSING


_GenericAlias = _builtin_type(list[int])


def _formatannotation(annotation):
    """`inspect.formatannotation`, which writes the annotations in a signature's text."""
    try:
        module = annotation.__module__
    except AttributeError:
        module = None
    if module == 'typing':
        return _builtin_repr(annotation).replace('typing.', '')
    if isinstance(annotation, _GenericAlias):
        return str(annotation)
    if isinstance(annotation, _builtin_type):
        if module == 'builtins':
            return _qualname(annotation)
        return f'{module}.{_qualname(annotation)}'
    return _builtin_repr(annotation)


def _init_text_signature(std_fields, kw_only_fields):
    """The text of `inspect.signature(cls)` for the generated `__init__` (`(x: int, *, y:
    str = 'a')`), which CPython's class docstring is made of."""
    def param(f):
        text = f'{f.name}: {_formatannotation(f.type)}'
        default = _param_default(f)
        if default is not MISSING:
            text += f' = {_builtin_repr(default)}'
        return text
    params = [param(f) for f in std_fields]
    if kw_only_fields:
        params.append('*')
        params.extend(param(f) for f in kw_only_fields)
    return '(' + ', '.join(params) + ')'


def _set_qualname(cls, value):
    # CPython's _set_qualname: a generated method is named as if the class body defined it.
    if isinstance(value, _FunctionType):
        value.__qualname__ = f'{_qualname(cls)}.{value.__name__}'
    return value


_FunctionType = _builtin_type(_param_default)


def _init_fn(qualname, fields, std_fields, kw_only_fields, frozen, has_post_init, self_name,
             slots):
    seen_default = False
    for f in std_fields:
        if f.init:
            if not (f.default is MISSING and f.default_factory is MISSING):
                seen_default = True
            elif seen_default:
                raise TypeError(f'non-default argument {f.name!r} follows default argument')

    pos_names = [f.name for f in std_fields]
    kw_names = [f.name for f in kw_only_fields]
    pos_defaults = {f.name: _param_default(f) for f in std_fields}
    kw_defaults = {f.name: _param_default(f) for f in kw_only_fields}
    # What the body does for each field, in field order: (name, how, factory) where how is
    # 0 (the parameter), 1 (the parameter, or the factory's result when it was not given),
    # 2 (always the factory's result) or 3 (always the default, which `factory` then holds:
    # a field with init=False and a default is set by __init__ only in a class with slots,
    # where the class attribute that would hold the default is the slot, as CPython's).
    actions = []
    for f in fields:
        if f._field_type is _FIELD_INITVAR:
            continue
        if f.default_factory is not MISSING:
            actions.append((f.name, 1 if f.init else 2, f.default_factory))
        elif f.init:
            actions.append((f.name, 0, None))
        elif slots and f.default is not MISSING:
            actions.append((f.name, 3, f.default))
    initvar_names = [f.name for f in fields if f._field_type is _FIELD_INITVAR]
    fname = qualname + '.__init__'

    # The common case (every init field positional, set from its parameter or a plain
    # default, no InitVar, no keyword-only field) gets a fast path: operations are counted
    # against the program's budget, and map() sets all fields in a bounded number of them.
    plain = (not kw_names and not initvar_names
             and [a[0] for a in actions] == pos_names and all(a[1] != 2 for a in actions))
    # Positional fields with a default factory: (index among the parameters, factory).
    factories = [(i, a[2]) for i, a in enumerate(actions) if a[1] == 1]
    argcount = len(pos_names) + 1
    defaults_tail = tuple(pos_defaults[name] for name in pos_names if pos_defaults[name] is not MISSING)
    min_args = argcount - len(defaults_tail)
    setter = object.__setattr__ if frozen else setattr

    # The instance comes in *args too, so that a field named `self` can be passed by keyword.
    def __init__(*args, **kwargs):
        if not args:
            raise TypeError("%s() missing 1 required positional argument: '%s'" % (fname, self_name))
        self = args[0]
        if plain and not kwargs and min_args <= len(args) <= argcount:
            values = args[1:] + defaults_tail[len(args) - min_args:]
            if factories:
                values = list(values)
                for i, factory in factories:
                    if i >= len(args) - 1:
                        values[i] = factory()
            list(map(setter, [self] * (argcount - 1), pos_names, values))
            if has_post_init:
                self.__post_init__()
            return
        args = args[1:]
        values = _bind_arguments(fname, self_name, pos_names, kw_names, pos_defaults, kw_defaults, args, kwargs)
        for name, how, factory in actions:
            if how == 0:
                value = values[name]
            elif how == 1:
                value = values[name]
                if value is _HAS_DEFAULT_FACTORY:
                    value = factory()
            elif how == 2:
                value = factory()
            else:
                value = factory
            if frozen:
                object.__setattr__(self, name, value)
            else:
                setattr(self, name, value)
        if has_post_init:
            self.__post_init__(*[values[name] for name in initvar_names])

    return __init__


def _repr_fn(fields):
    names = [f.name for f in fields]
    running = set()

    def __repr__(self):
        key = id(self)
        if key in running:
            return '...'
        running.add(key)
        try:
            parts = ['%s=%r' % (name, getattr(self, name)) for name in names]
            return _qualname(_builtin_type(self)) + '(' + ', '.join(parts) + ')'
        finally:
            running.discard(key)

    return __repr__


def _values(obj, names):
    return tuple(map(getattr, [obj] * len(names), names))


def _cmp_fn(op, fields):
    # The field tuples are built inline with map() (not through a helper) because every
    # evaluated node counts against the program's operation budget, and sorting calls these
    # methods many times.
    names = [f.name for f in fields]
    n = len(names)
    if op == '==':
        def __eq__(self, other):
            if _builtin_type(other) is _builtin_type(self):
                return tuple(map(getattr, [self] * n, names)) == tuple(map(getattr, [other] * n, names))
            return NotImplemented
        return __eq__
    if op == '<':
        def __lt__(self, other):
            if _builtin_type(other) is _builtin_type(self):
                return tuple(map(getattr, [self] * n, names)) < tuple(map(getattr, [other] * n, names))
            return NotImplemented
        return __lt__
    if op == '<=':
        def __le__(self, other):
            if _builtin_type(other) is _builtin_type(self):
                return tuple(map(getattr, [self] * n, names)) <= tuple(map(getattr, [other] * n, names))
            return NotImplemented
        return __le__
    if op == '>':
        def __gt__(self, other):
            if _builtin_type(other) is _builtin_type(self):
                return tuple(map(getattr, [self] * n, names)) > tuple(map(getattr, [other] * n, names))
            return NotImplemented
        return __gt__

    def __ge__(self, other):
        if _builtin_type(other) is _builtin_type(self):
            return tuple(map(getattr, [self] * n, names)) >= tuple(map(getattr, [other] * n, names))
        return NotImplemented
    return __ge__


def _hash_fn(fields):
    names = [f.name for f in fields]

    def __hash__(self):
        return hash(_values(self, names))

    return __hash__


def _frozen_get_del_attr(cls, fields):
    field_names = tuple(f.name for f in fields)

    def __setattr__(self, name, value):
        if _builtin_type(self) is cls or name in field_names:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if _builtin_type(self) is cls or name in field_names:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __setattr__, __delattr__


def _hash_add(cls, fields):
    flds = [f for f in fields if (f.compare if f.hash is None else f.hash)]
    return _hash_fn(flds)


def _hash_exception(cls, fields):
    raise TypeError(f'Cannot overwrite attribute __hash__ in class {_name(cls)}')


# (unsafe_hash, eq, frozen, has-explicit-hash) -> action: None (leave __hash__ alone),
# 'none' (set it to None), 'add' (generate one) or 'error'.
_hash_action = {
    (False, False, False, False): None,
    (False, False, False, True): None,
    (False, False, True, False): None,
    (False, False, True, True): None,
    (False, True, False, False): 'none',
    (False, True, False, True): None,
    (False, True, True, False): 'add',
    (False, True, True, True): None,
    (True, False, False, False): 'add',
    (True, False, False, True): 'error',
    (True, False, True, False): 'add',
    (True, False, True, True): 'error',
    (True, True, False, False): 'add',
    (True, True, False, True): 'error',
    (True, True, True, False): 'add',
    (True, True, True, True): 'error',
}


def _own_annotations(cls):
    own = _own(cls, _get_annotations)
    if own is _NOTHING:
        return {}
    return own


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots, weakref_slot):
    qualname = _qualname(cls)
    fields = {}
    cls.__dataclass_params__ = _DataclassParams(init, repr, eq, order, unsafe_hash, frozen)

    any_frozen_base = False
    has_dataclass_bases = False
    for b in reversed(_dataclass_bases(cls)):
        has_dataclass_bases = True
        for f in b.__dataclass_fields__.values():
            fields[f.name] = f
        if b.__dataclass_params__.frozen:
            any_frozen_base = True

    cls_annotations = _own_annotations(cls)
    cls_fields = []
    KW_ONLY_seen = False
    for name, tp in cls_annotations.items():
        if _is_kw_only(tp):
            if KW_ONLY_seen:
                raise TypeError(f'{name!r} is KW_ONLY, but KW_ONLY has already been specified')
            KW_ONLY_seen = True
            kw_only = True
        else:
            cls_fields.append(_get_field(cls, name, tp, kw_only))

    for f in cls_fields:
        fields[f.name] = f
        if isinstance(getattr(cls, f.name, None), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)

    # Field() values without an annotation (CPython walks cls.__dict__; ophis lists names).
    # Only Field values are looked up through super(): the core's super() runs property
    # getters when given a class, so ordinary attributes must not go through it.
    for name in dir(cls):
        if name in cls_annotations:
            continue
        try:
            value = getattr(cls, name)
        except AttributeError:
            continue
        if isinstance(value, Field) and _own_named(cls, name) is not _NOTHING:
            raise TypeError(f'{name!r} is a field but has no type annotation')

    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a frozen one')
        if not any_frozen_base and frozen:
            raise TypeError('cannot inherit frozen dataclass from a non-frozen one')

    cls.__dataclass_fields__ = fields
    cls.__ophis_dataclass__ = cls

    class_hash = _own(cls, _get_hash)
    has_explicit_hash = not (class_hash is _NOTHING
                             or (class_hash is None and _own(cls, _get_eq) is not _NOTHING))

    if order and not eq:
        raise ValueError('eq must be true if order is true')

    all_init_fields = [f for f in fields.values()
                       if f._field_type is _FIELD or f._field_type is _FIELD_INITVAR]
    std_init_fields, kw_only_init_fields = _fields_in_init_order(all_init_fields)

    if init:
        has_post_init = _lookup(cls, _get_post_init) is not _NOTHING
        init_fn = _init_fn(
            qualname, all_init_fields, std_init_fields, kw_only_init_fields, frozen, has_post_init,
            '__dataclass_self__' if 'self' in fields else 'self', slots)
        # What inspect.signature shows of it (no code object says it in ophis), for the class
        # docstring below and a subclass's inheriting this __init__.
        init_fn.__ophis_text_signature__ = _init_text_signature(std_init_fields, kw_only_init_fields)
        _set_new_attribute(cls, '__init__', init_fn)

    field_list = [f for f in fields.values() if f._field_type is _FIELD]

    if repr:
        _set_new_attribute(cls, '__repr__', _repr_fn([f for f in field_list if f.repr]))

    if eq:
        _set_new_attribute(cls, '__eq__', _cmp_fn('==', [f for f in field_list if f.compare]))

    if order:
        flds = [f for f in field_list if f.compare]
        for name, op in [('__lt__', '<'), ('__le__', '<='), ('__gt__', '>'), ('__ge__', '>=')]:
            if _set_new_attribute(cls, name, _cmp_fn(op, flds)):
                raise TypeError(f'Cannot overwrite attribute {name} in class {_name(cls)}. '
                                'Consider using functools.total_ordering')

    if frozen:
        setter, deleter = _frozen_get_del_attr(cls, field_list)
        for name, fn in (('__setattr__', setter), ('__delattr__', deleter)):
            if _set_new_attribute(cls, name, fn):
                raise TypeError(f'Cannot overwrite attribute {name} in class {_name(cls)}')

    action = _hash_action[bool(unsafe_hash), bool(eq), bool(frozen), has_explicit_hash]
    if action == 'none':
        cls.__hash__ = None
    elif action == 'add':
        cls.__hash__ = _set_qualname(cls, _hash_add(cls, field_list))
    elif action == 'error':
        _hash_exception(cls, field_list)

    if match_args:
        _set_new_attribute(cls, '__match_args__', tuple(f.name for f in std_init_fields))

    if not cls.__doc__:
        # CPython's: the class's name and `inspect.signature(cls)`, without `-> None`.
        cls.__doc__ = _name(cls) + _class_text_signature(cls)

    if weakref_slot and not slots:
        raise TypeError('weakref_slot is True but slots is False')
    if slots:
        cls = _add_slots(cls, frozen, weakref_slot)

    # The generated methods may implement abstract ones (an ABC's __lt__), as CPython's
    # _process_class ends.
    _abc.update_abstractmethods(cls)
    return cls


# _dataclass_getstate and _dataclass_setstate are needed for pickling frozen
# classes with slots.
def _dataclass_getstate(self):
    return [getattr(self, f.name) for f in fields(self)]


def _dataclass_setstate(self, state):
    for field, value in zip(fields(self), state):
        # use setattr because dataclass may be frozen
        object.__setattr__(self, field.name, value)


def _get_slots(cls):
    match cls.__dict__.get('__slots__'):
        case None:
            return
        case str(slot):
            yield slot
        # Slots may be any iterable, but we cannot handle an iterator
        # because it will already be (partially) consumed.
        case iterable if not hasattr(iterable, '__next__'):
            yield from iterable
        case _:
            raise TypeError(f"Slots of '{cls.__name__}' cannot be determined")


def _add_slots(cls, is_frozen, weakref_slot):
    # CPython's: a class cannot get __slots__ once made, so a new one is made from the
    # namespace of this one, with the fields as slots. That namespace is the class's
    # __dict__, which the smolagents dunder policy refuses even to library code: there the
    # refusal ends the run, naming __dict__.
    if '__slots__' in cls.__dict__:
        raise TypeError(f'{cls.__name__} already specifies __slots__')

    cls_dict = dict(cls.__dict__)
    field_names = tuple(f.name for f in fields(cls))
    # Make sure slots don't overlap with those in base classes.
    inherited_slots = set()
    for base in cls.__mro__[1:-1]:
        inherited_slots.update(_get_slots(base))
    # The slots for our class: the fields, and '__weakref__' if weakref_slot was given,
    # less what the bases already have.
    wanted = field_names + (('__weakref__',) if weakref_slot else ())
    cls_dict['__slots__'] = tuple(name for name in wanted if name not in inherited_slots)

    for field_name in field_names:
        # Remove our attributes, if present. They'll still be available in the fields.
        cls_dict.pop(field_name, None)

    # Remove __dict__ itself.
    cls_dict.pop('__dict__', None)

    qualname = getattr(cls, '__qualname__', None)
    cls = _builtin_type(cls)(cls.__name__, cls.__bases__, cls_dict)
    if qualname is not None:
        cls.__qualname__ = qualname
    # ophis: the new class is the dataclass that _dataclass_bases finds from its subclasses.
    cls.__ophis_dataclass__ = cls

    if is_frozen:
        # Need this for pickling frozen classes with slots.
        cls.__getstate__ = _dataclass_getstate
        cls.__setstate__ = _dataclass_setstate

    return cls


def _class_text_signature(cls):
    """The text of `inspect.signature(cls)` where ophis can know it: a generated `__init__`'s
    (the class's own or inherited), or `()` for a class with object's `__init__` and
    `__new__`. A class with its own `__init__` or `__new__` gets '', CPython's text when the
    signature cannot be read (the sandbox has no code objects to read a function's
    parameters from)."""
    init = cls.__init__
    if init is object.__init__:
        return '()' if cls.__new__ is object.__new__ else ''
    try:
        return init.__ophis_text_signature__
    except AttributeError:
        return ''


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False,
              unsafe_hash=False, frozen=False, match_args=True,
              kw_only=False, slots=False, weakref_slot=False):
    """Add dunder methods based on the fields defined in the class."""

    def wrap(cls):
        return _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args,
                              kw_only, slots, weakref_slot)

    if cls is None:
        return wrap
    return wrap(cls)


def _fields_of(class_or_instance):
    cls = class_or_instance if isinstance(class_or_instance, _builtin_type) else _builtin_type(class_or_instance)
    found = _lookup(cls, _get_fields)
    if found is _NOTHING:
        return None
    return found


def fields(class_or_instance):
    """Return a tuple describing the fields of this dataclass."""
    found = _fields_of(class_or_instance)
    if found is None:
        raise TypeError('must be called with a dataclass type or instance') from None
    return tuple(f for f in found.values() if f._field_type is _FIELD)


def _is_dataclass_instance(obj):
    return _is_dataclass_class(_builtin_type(obj))


def is_dataclass(obj):
    """Returns True if obj is a dataclass or an instance of a dataclass."""
    cls = obj if isinstance(obj, _builtin_type) else _builtin_type(obj)
    return _is_dataclass_class(cls)


_ATOMIC = (int, float, complex, str, bytes, bool, _builtin_type(None), range)
# Exact types deepcopy returns unchanged (subclasses go through copy.deepcopy).
_ATOMIC_TYPES = frozenset([int, float, complex, str, bytes, bool, _builtin_type(None), range])


def _deepcopy(obj):
    if isinstance(obj, _ATOMIC) or isinstance(obj, _builtin_type):
        return obj
    import copy
    return copy.deepcopy(obj)


def _is_namedtuple(obj):
    # ophis's namedtuple classes emulate tuples rather than derive from tuple.
    if not hasattr(obj, '_fields'):
        return False
    return isinstance(obj, tuple) or (hasattr(obj, '_make') and hasattr(obj, '_asdict'))


def asdict(obj, *, dict_factory=dict):
    """Return the fields of a dataclass instance as a new dictionary."""
    if not _is_dataclass_instance(obj):
        raise TypeError("asdict() should be called on dataclass instances")
    return _asdict_inner(obj, dict_factory)


def _own_fields(t):
    try:
        return t.__dataclass_fields__
    except AttributeError:
        return None


def _asdict_inner(obj, dict_factory):
    # Written for few evaluated operations per value (they count against the budget):
    # atomic values first, then the dataclass test without helper calls.
    t = _builtin_type(obj)
    if t in _ATOMIC_TYPES:
        return obj
    flds = _own_fields(t)
    if flds is not None:
        result = []
        for f in flds.values():
            if f._field_type is _FIELD:
                result.append((f.name, _asdict_inner(getattr(obj, f.name), dict_factory)))
        return dict_factory(result)
    elif _is_namedtuple(obj):
        return t(*[_asdict_inner(v, dict_factory) for v in obj])
    elif isinstance(obj, (list, tuple)):
        return t(_asdict_inner(v, dict_factory) for v in obj)
    elif isinstance(obj, dict):
        return t((_asdict_inner(k, dict_factory), _asdict_inner(v, dict_factory))
                 for k, v in obj.items())
    else:
        return _deepcopy(obj)


def astuple(obj, *, tuple_factory=tuple):
    """Return the fields of a dataclass instance as a new tuple of field values."""
    if not _is_dataclass_instance(obj):
        raise TypeError("astuple() should be called on dataclass instances")
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    t = _builtin_type(obj)
    if t in _ATOMIC_TYPES:
        return obj
    flds = _own_fields(t)
    if flds is not None:
        result = []
        for f in flds.values():
            if f._field_type is _FIELD:
                result.append(_astuple_inner(getattr(obj, f.name), tuple_factory))
        return tuple_factory(result)
    elif _is_namedtuple(obj):
        return t(*[_astuple_inner(v, tuple_factory) for v in obj])
    elif isinstance(obj, (list, tuple)):
        return t(_astuple_inner(v, tuple_factory) for v in obj)
    elif isinstance(obj, dict):
        return t((_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory))
                 for k, v in obj.items())
    else:
        return _deepcopy(obj)


_KEYWORDS = frozenset([
    'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class',
    'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global',
    'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise',
    'return', 'try', 'while', 'with', 'yield',
])


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True,
                   repr=True, eq=True, order=False, unsafe_hash=False,
                   frozen=False, match_args=True, kw_only=False, slots=False,
                   weakref_slot=False):
    """Return a new dynamically created dataclass."""
    if namespace is None:
        namespace = {}
    seen = set()
    annotations = {}
    defaults = {}
    for item in fields:
        if isinstance(item, str):
            name = item
            tp = 'typing.Any'
        elif len(item) == 2:
            name, tp, = item
        elif len(item) == 3:
            name, tp, spec = item
            defaults[name] = spec
        else:
            raise TypeError(f'Invalid field: {item!r}')
        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError(f'Field names must be valid identifiers: {name!r}')
        if name in _KEYWORDS:
            raise TypeError(f'Field names must not be keywords: {name!r}')
        if name in seen:
            raise TypeError(f'Field name duplicated: {name!r}')
        seen.add(name)
        annotations[name] = tp
    # CPython 3.11 makes the class through `types.new_class`, whose frame is the one calling
    # `type()`: the class's `__module__` is `types`, unless the namespace names one.
    cls = _new_class(cls_name, bases, {'__module__': 'types'}, namespace, defaults,
                     {'__annotations__': annotations})
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order,
                     unsafe_hash=unsafe_hash, frozen=frozen,
                     match_args=match_args, kw_only=kw_only, slots=slots,
                     weakref_slot=weakref_slot)


def _new_class(name, bases, *parts):
    """CPython's `types.new_class(name, bases, {}, exec_body)` (the sandbox has no `types`):
    the bases' `__mro_entries__` resolved (PEP 560, `Parent[int]`, `Generic[T]`), the
    namespace the metaclass prepares filled with `parts` in order, `__orig_bases__` kept when
    a base was resolved, and the most derived metaclass called."""
    # The dunders are read with attribute syntax, which the dunder rule leaves to library
    # code, never by name through hasattr().
    resolved = []
    updated = False
    for base in bases:
        mro_entries = None
        if not isinstance(base, _builtin_type):
            try:
                mro_entries = base.__mro_entries__
            except AttributeError:
                pass
        if mro_entries is not None:
            entries = mro_entries(bases)
            updated = True
            if not isinstance(entries, tuple):
                raise TypeError('__mro_entries__ must return a tuple')
            resolved.extend(entries)
        else:
            resolved.append(base)
    resolved = tuple(resolved) if updated else bases
    meta = _builtin_type(resolved[0]) if resolved else _builtin_type
    if isinstance(meta, _builtin_type):
        for base in resolved:
            base_meta = _builtin_type(base)
            if issubclass(meta, base_meta):
                continue
            if issubclass(base_meta, meta):
                meta = base_meta
                continue
            raise TypeError('metaclass conflict: the metaclass of a derived class must be a '
                            '(non-strict) subclass of the metaclasses of all its bases')
    try:
        prepare = meta.__prepare__
    except AttributeError:
        ns = {}
    else:
        ns = prepare(name, resolved)
    for part in parts:
        ns.update(part)
    if resolved is not bases:
        ns['__orig_bases__'] = bases
    return meta(name, resolved, ns)


def replace(obj, /, **changes):
    """Return a new object replacing specified fields with new values."""
    if not _is_dataclass_instance(obj):
        raise TypeError("replace() should be called on dataclass instances")
    for f in _builtin_type(obj).__dataclass_fields__.values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError(f'field {f.name} is declared with '
                                 'init=False, it cannot be specified with replace()')
            continue
        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError(f"InitVar {f.name!r} must be specified with replace()")
            changes[f.name] = getattr(obj, f.name)
    return _builtin_type(obj)(**changes)
