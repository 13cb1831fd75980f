"""Support for enumerations (the `enum` module), written for ophis after CPython 3.11's.

CPython builds members while the class body runs (`__prepare__` returns a special dict) and
in `EnumType.__new__`. ophis supports neither, so `EnumType.__init__` does the same work once
the class exists: it walks the class namespace in definition order, resolves `auto()` values,
turns each member value into a singleton instance made with `object.__new__`, and records
the lookup tables CPython keeps (`_member_names_`, `_member_map_`, `_value2member_map_`).

Differences forced by the core, invisible to ordinary programs:
- `name` and `value` are instance attributes of each member (CPython uses a descriptor,
  `enum.property`, which ophis cannot express); assigning to them still raises CPython's
  AttributeError, and members named `name` or `value` still work.
- The class name is remembered in `_cls_name_` (library code cannot read `__name__`) and the
  qualified name, used by "3 is not a valid Outer.Color", is recovered from the class's
  default repr while `__init_subclass__` runs, before the metaclass is attached.
- The functional API (`Enum('Color', 'RED GREEN')`) builds the class with a `class`
  statement, because `type(name, bases, ns)` does not apply a base's metaclass in ophis.
- `hash(member)` of a plain Enum is not `hash(member.name)` (see `_install_data_methods`).
- A repeated member name in a class body silently keeps the last value (CPython raises
  "'RED' already defined as 1"): the core gives the metaclass the finished namespace only.
"""

__all__ = [
    'EnumType', 'EnumMeta',
    'Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag', 'ReprEnum',
    'auto', 'unique', 'property', 'verify', 'member', 'nonmember',
    'FlagBoundary', 'STRICT', 'CONFORM', 'EJECT', 'KEEP',
    'EnumCheck', 'CONTINUOUS', 'NAMED_FLAGS', 'UNIQUE',
]

# The builtins this module shadows with its own public names (`property`, `bin`) are kept
# under private names first, because module code looks globals up at call time.
_property = property
_builtin_repr = repr

import _abc

# Placeholders, as in CPython: the metaclass checks them before the classes exist.
Enum = Flag = ReprEnum = StrEnum = EJECT = KEEP = STRICT = CONFORM = None

# Set by `Enum.__init_subclass__` (which runs before the metaclass's `__init__`) for the class
# being created: (class, qualified name, boundary keyword).
_pending_class = None
# Set by the functional API for the class it is about to create: (name, qualname, members).
_pending_functional = None


class nonmember(object):
    """Protects item from becoming an Enum member during class creation."""

    def __init__(self, value):
        self.value = value


class member(object):
    """Forces item to become an Enum member during class creation."""

    def __init__(self, value):
        self.value = value


def _is_dunder(name):
    return (len(name) > 4 and name[:2] == name[-2:] == '__' and name[2] != '_' and name[-3] != '_')


def _is_sunder(name):
    return (len(name) > 2 and name[0] == name[-1] == '_' and name[1:2] != '_' and name[-2:-1] != '_')


def _is_private(cls_name, name):
    pattern = '_%s__' % (cls_name,)
    pat_len = len(pattern)
    if len(name) > pat_len and name.startswith(pattern) and (name[-1] != '_' or name[-2] != '_'):
        return True
    else:
        return False


def _function_example():
    pass


_FunctionType = type(_function_example)


def _is_descriptor(obj):
    if type(obj) is _FunctionType or isinstance(obj, (_property, classmethod, staticmethod)):
        return True
    t = type(obj)
    for probe in (_get_probe, _set_probe, _delete_probe):
        try:
            probe(t)
            return True
        except AttributeError:
            pass
    return False


def _get_probe(t):
    return t.__get__


def _set_probe(t):
    return t.__set__


def _delete_probe(t):
    return t.__delete__


def _is_single_bit(num):
    if num == 0:
        return False
    num &= num - 1
    return num == 0


def _high_bit(value):
    return value.bit_length() - 1


def _iter_bits_lsb(num):
    original = num
    if isinstance(num, Enum):
        num = num.value
    if num < 0:
        raise ValueError('%r is not a positive integer' % original)
    while num:
        b = num & (~num + 1)
        yield b
        num ^= b


def show_flag_values(value):
    return list(_iter_bits_lsb(value))


def _plain_bin(num):
    # The builtin bin(), which this module shadows with its own `bin`.
    return format(num, '#b')


def bin(num, max_bits=None):
    """Like built-in bin(), except negative values are represented in twos-complement, and
    the leading bit always indicates sign (0=positive, 1=negative)."""
    ceiling = 2 ** (num).bit_length()
    if num >= 0:
        s = _plain_bin(num + ceiling).replace('1', '0', 1)
    else:
        s = _plain_bin(~num ^ (ceiling - 1) + ceiling)
    sign = s[:3]
    digits = s[3:]
    if max_bits is not None:
        if len(digits) < max_bits:
            digits = (sign[-1] * max_bits + digits)[-max_bits:]
    return "%s %s" % (sign, digits)


class _auto_null_type:
    def __repr__(self):
        return '_auto_null'


_auto_null = _auto_null_type()


def _binary(op, left, right):
    if op == '|':
        return left | right
    if op == '&':
        return left & right
    if op == '^':
        return left ^ right
    if op == '+':
        return left + right
    if op == '-':
        return left - right
    if op == '*':
        return left * right
    if op == '<<':
        return left << right
    return left >> right


class _AutoOperators:
    """Operators on values that are not known yet.

    In CPython `auto()` is replaced by its value as soon as the class body assigns it, so the
    body can compute with it (`WHITE = RED | GREEN | BLUE`). Here the values are resolved
    after the body ran, so an operation on an `auto` records itself and is evaluated when
    the members are created, in definition order, by which time its operands are known."""

    def __or__(self, other):
        return _AutoExpr('|', self, other)

    def __ror__(self, other):
        return _AutoExpr('|', other, self)

    def __and__(self, other):
        return _AutoExpr('&', self, other)

    def __rand__(self, other):
        return _AutoExpr('&', other, self)

    def __xor__(self, other):
        return _AutoExpr('^', self, other)

    def __rxor__(self, other):
        return _AutoExpr('^', other, self)

    def __add__(self, other):
        return _AutoExpr('+', self, other)

    def __radd__(self, other):
        return _AutoExpr('+', other, self)

    def __sub__(self, other):
        return _AutoExpr('-', self, other)

    def __rsub__(self, other):
        return _AutoExpr('-', other, self)

    def __mul__(self, other):
        return _AutoExpr('*', self, other)

    def __rmul__(self, other):
        return _AutoExpr('*', other, self)

    def __lshift__(self, other):
        return _AutoExpr('<<', self, other)

    def __rlshift__(self, other):
        return _AutoExpr('<<', other, self)

    def __rshift__(self, other):
        return _AutoExpr('>>', self, other)

    def __rrshift__(self, other):
        return _AutoExpr('>>', other, self)

    def __invert__(self):
        return _AutoExpr('~', self, None)

    def __neg__(self):
        return _AutoExpr('neg', self, None)


def _resolve_auto(v):
    """The value of an `auto` or of an operation on autos, once the autos are known."""
    if isinstance(v, auto):
        if v.value is _auto_null:
            raise TypeError('auto() value used before it was assigned in the class body')
        return v.value
    if isinstance(v, _AutoExpr):
        left = _resolve_auto(v.left)
        if v.op == '~':
            return ~left
        if v.op == 'neg':
            return -left
        return _binary(v.op, left, _resolve_auto(v.right))
    return v


class auto(_AutoOperators):
    """Instances are replaced with an appropriate value in Enum class suites."""

    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return "auto(%r)" % (self.value,)


class _AutoExpr(_AutoOperators):
    def __init__(self, op, left, right):
        self.op = op
        self.left = left
        self.right = right


# enum.property is a DynamicClassAttribute in CPython; on members it behaves as a property.
property = _property


class _MappingProxy:
    """A read-only view of a dict, standing in for `types.MappingProxyType`."""

    def __init__(self, mapping):
        self._mapping = mapping

    def __getitem__(self, key):
        return self._mapping[key]

    def __iter__(self):
        return iter(self._mapping)

    def __len__(self):
        return len(self._mapping)

    def __contains__(self, key):
        return key in self._mapping

    def __eq__(self, other):
        if isinstance(other, _MappingProxy):
            other = other._mapping
        return self._mapping == other

    def __repr__(self):
        return 'mappingproxy(%r)' % (self._mapping,)

    def __str__(self):
        return str(self._mapping)

    def get(self, key, default=None):
        return self._mapping.get(key, default)

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def copy(self):
        return self._mapping.copy()


_DATA_TYPES = (int, float, complex, str, bytes, bytearray, tuple, list, dict, set, frozenset)
_ALLOWED_SUNDERS = (
    '_order_', '_generate_next_value_', '_numeric_repr_', '_missing_', '_ignore_',
    '_iter_member_', '_iter_member_by_value_', '_iter_member_by_def_',
)


def _qualname_from_repr(text):
    """The qualified name in a default class repr, `<class '__main__.f.<locals>.Color'>`."""
    if text.startswith("<class '") and text.endswith("'>"):
        text = text[8:-2]
        if text.startswith('__main__.'):
            text = text[9:]
        return text
    return None


def _is_dataclass_type(cls):
    try:
        cls.__dataclass_fields__
    except AttributeError:
        return False
    return True


def _find_data_type(class_name, bases):
    data_types = []
    for base in bases:
        if isinstance(base, EnumType):
            if base._member_type_ is not object:
                found = base._member_type_
            else:
                continue
        elif issubclass(base, _DATA_TYPES) or _is_dataclass_type(base):
            # CPython takes the head of the base's chain, the first class before the one
            # defining `__new__` (the builtin type) in its MRO: the base itself.
            found = base
        else:
            continue
        if not any(found is d for d in data_types):
            data_types.append(found)
    if len(data_types) > 1:
        raise TypeError('too many data types for %r: %r' % (class_name, set(data_types)))
    if data_types:
        return data_types[0]
    return None


def _check_for_existing_members(class_name, bases):
    for base in bases:
        if isinstance(base, EnumType) and base._member_names_:
            raise TypeError("<enum %r> cannot extend %r" % (class_name, base))


def _get_mixins(class_name, bases):
    if not bases:
        return object, Enum
    _check_for_existing_members(class_name, bases)
    first_enum = bases[-1]
    if not isinstance(first_enum, EnumType):
        raise TypeError("new enumerations should be created as "
                        "`EnumName([mixin_type, ...] [data_type,] enum_type)`")
    member_type = _find_data_type(class_name, bases) or object
    return member_type, first_enum


def _gnv_function(cls):
    """The class's `_generate_next_value_` as a plain function (it is called unbound)."""
    try:
        return cls._generate_next_value_
    except AttributeError:
        return None


def _setup_enum(cls, cls_name, bases, classdict):
    global _pending_class, _pending_functional
    pending = _pending_class
    _pending_class = None
    qualname = cls_name
    boundary = None
    if pending is not None and pending[0] is cls:
        if pending[1]:
            qualname = pending[1]
        boundary = pending[2]
    functional = _pending_functional
    _pending_functional = None
    items = list(classdict.items())
    if functional is not None:
        cls_name, fqualname, extra = functional
        qualname = fqualname if fqualname is not None else cls_name
        items = items + list(extra)

    member_type, first_enum = _get_mixins(cls_name, bases)
    is_flag = (Flag is None and cls_name == 'Flag') or (Flag is not None and issubclass(cls, Flag))

    # Walk the namespace as CPython's _EnumDict.__setitem__ sees it, in definition order.
    member_names = []
    member_values = {}
    last_values = []
    ignore = []
    auto_called = False
    order = None
    gnv = _gnv_function(cls)
    own_extra = []  # (name, value) pairs to set on the class (nonmember values, functional API)
    for key, value in items:
        if _is_private(cls_name, key):
            continue
        if _is_sunder(key):
            if key not in _ALLOWED_SUNDERS:
                raise ValueError('_sunder_ names, such as %r, are reserved for future Enum use' % (key,))
            if key == '_generate_next_value_':
                if auto_called:
                    raise TypeError("_generate_next_value_ must be defined before members")
            elif key == '_ignore_':
                if isinstance(value, str):
                    value = value.replace(',', ' ').split()
                else:
                    value = list(value)
                ignore = value
                already = set(value) & set(member_names)
                if already:
                    raise ValueError('_ignore_ cannot specify already set names: %r' % (already,))
            elif key == '_order_':
                order = value
            continue
        if _is_dunder(key):
            if key == '__order__':
                order = value
            continue
        if key in ignore:
            continue
        if isinstance(value, nonmember):
            own_extra.append((key, value.value))
            continue
        if _is_descriptor(value):
            continue
        if key in member_values:
            raise TypeError('%r already defined as %r' % (key, member_values[key]))
        if isinstance(value, member):
            value = value.value
        if isinstance(value, _AutoExpr):
            value = _resolve_auto(value)
        elif type(value) is tuple and any(isinstance(v, _AutoExpr) for v in value):
            value = tuple(_resolve_auto(v) if isinstance(v, _AutoExpr) else v for v in value)
        non_auto_store = True
        single = False
        if isinstance(value, auto):
            single = True
            value = (value,)
        if type(value) is tuple and any(isinstance(v, auto) for v in value):
            auto_valued = []
            for v in value:
                if isinstance(v, auto):
                    non_auto_store = False
                    if v.value is _auto_null:
                        v.value = gnv(key, 1, len(member_names), last_values[:])
                        auto_called = True
                    v = v.value
                    last_values.append(v)
                auto_valued.append(v)
            value = auto_valued[0] if single else tuple(auto_valued)
        member_names.append(key)
        member_values[key] = value
        if non_auto_store:
            last_values.append(value)

    invalid = set(member_names) & {'mro', ''}
    if invalid:
        raise ValueError('invalid enum member name(s) %s' % (','.join(_builtin_repr(n) for n in invalid),))

    # Names the class body defined but CPython keeps out of the class.
    for name in ignore + ['_ignore_', '_order_']:
        if _own_attr(cls, name):
            delattr(cls, name)
    for name, value in own_extra:
        setattr(cls, name, value)

    cls._cls_name_ = cls_name
    cls._qualname_ = qualname
    cls._member_names_ = []
    cls._member_map_ = {}
    cls._value2member_map_ = {}
    cls._unhashable_values_ = []
    cls._member_type_ = member_type
    cls._use_args_ = member_type is not object
    if is_flag:
        cls._boundary_ = boundary or _inherited(first_enum, '_boundary_')
        cls._flag_mask_ = 0
        cls._singles_mask_ = 0
        cls._all_bits_ = 0
        cls._iter_by_def_ = False

    is_str_enum = StrEnum is not None and issubclass(cls, StrEnum)
    for name in member_names:
        _add_member(cls, name, member_values[name], member_type, is_flag, is_str_enum)

    if is_flag:
        values = [m._value_ for m in _iter_members(cls)]
        if values != sorted(values):
            cls._iter_by_def_ = True

    # _order_ checking, as CPython does it.
    if order is not None:
        if isinstance(order, str):
            order = order.replace(',', ' ').split()
        if is_flag:
            order = [o for o in order if o not in cls._member_map_ or _is_single_bit(cls._member_map_[o]._value_)]
        order = [o for o in order if (o not in cls._member_map_ or o in cls._member_names_)]
        if order != cls._member_names_:
            raise TypeError('member order does not match _order_:\n  %r\n  %r' % (cls._member_names_, order))

    _install_data_methods(cls, bases, classdict, member_type)
    _install_enum_methods(cls, classdict, member_type, first_enum)


def _inherited(cls, name):
    if cls is None:
        return None
    try:
        return getattr(cls, name)
    except AttributeError:
        return None


def _own_attr(cls, name):
    """Whether `name` is in the class's own namespace (not only inherited)."""
    try:
        mine = getattr(cls, name)
    except AttributeError:
        return False
    try:
        parent = getattr(super(cls, cls), name)
    except AttributeError:
        return True
    return mine is not parent


def _iter_members(cls):
    return [cls._member_map_[name] for name in cls._member_names_]


def _add_member(cls, member_name, value, member_type, is_flag, is_str_enum):
    """Creates one member (CPython's `_proto_member.__set_name__`)."""
    if not isinstance(value, tuple):
        args = (value,)
    else:
        args = value
    if member_type is tuple:
        args = (args,)
    if is_str_enum:
        if len(args) > 3:
            raise TypeError('too many arguments for str(): %r' % (args,))
        if len(args) == 1 and not isinstance(args[0], str):
            raise TypeError('%r is not a string' % (args[0],))
        if len(args) >= 2 and not isinstance(args[1], str):
            raise TypeError('encoding must be a string, not %r' % (args[1],))
        if len(args) == 3 and not isinstance(args[2], str):
            raise TypeError('errors must be a string, not %r' % (args[2],))
    if member_type is object:
        enum_member = object.__new__(cls)
        member_value = value
    else:
        try:
            if member_type in _DATA_TYPES or issubclass(member_type, _DATA_TYPES):
                enum_member = object.__new__(cls, *args)
            else:
                enum_member = object.__new__(cls)
            member_value = member_type(*args)
        except Exception as exc:
            raise TypeError('_value_ not set in __new__, unable to create it') from exc
    object.__setattr__(enum_member, '_value_', member_value)
    object.__setattr__(enum_member, '_name_', member_name)
    object.__setattr__(enum_member, 'name', member_name)
    object.__setattr__(enum_member, 'value', member_value)
    enum_member.__init__(*args)
    object.__setattr__(enum_member, '_sort_order_', len(cls._member_names_))
    value = member_value

    if is_flag:
        cls._flag_mask_ |= value
        if _is_single_bit(value):
            cls._singles_mask_ |= value
        cls._all_bits_ = 2 ** ((cls._flag_mask_).bit_length()) - 1

    # A member with the value of an earlier one becomes an alias to it.
    canonical = None
    try:
        canonical = cls._value2member_map_.get(value)
    except TypeError:
        for other in cls._member_map_.values():
            if other._value_ == value:
                canonical = other
                break
    if canonical is not None:
        enum_member = canonical
    elif not is_flag or _is_single_bit(value):
        cls._member_names_.append(member_name)
    setattr(cls, member_name, enum_member)
    cls._member_map_[member_name] = enum_member
    try:
        cls._value2member_map_.setdefault(value, enum_member)
    except TypeError:
        cls._unhashable_values_.append(value)


def _data_str(self):
    return str(self._value_)


def _data_format(self, format_spec):
    return format(self._value_, format_spec)


def _install_data_methods(cls, bases, classdict, member_type):
    """ReprEnum's rules (the data type's str and format), and what CPython's EnumType does
    for a data type that is not builtin.

    Hashing needs nothing: Enum defines no `__hash__` here (CPython's hashes the member's
    name), so plain members hash by identity and members with a builtin data type hash as
    their value, which keeps `{'red': 1}[Color.RED]` working for str mixins."""
    if member_type is object:
        return
    builtin_data = member_type in _DATA_TYPES
    if ReprEnum is not None and any(b is ReprEnum for b in bases):
        if '__format__' not in classdict:
            cls.__format__ = _data_format
        if '__str__' not in classdict:
            cls.__str__ = _data_str
    elif not builtin_data:
        # CPython replaces a data type's own __str__/__format__/__repr__ by Enum's.
        if '__str__' not in classdict and _defines(member_type, _get_str):
            cls.__str__ = Enum.__str__
        if '__format__' not in classdict and _defines(member_type, _get_format):
            cls.__format__ = Enum.__format__
        if '__repr__' not in classdict and _defines(member_type, _get_repr):
            cls.__repr__ = Enum.__repr__


def _data_type_found(cls, name, member_type):
    """Whether looking `name` up on `cls` finds the builtin data type's (or `object`'s)
    method: no class ahead of the data type in the MRO defines it itself. (Past the data type
    CPython finds its method, or `object`'s, or an enum's that the caller installs anyway.)"""
    for c in cls.__mro__:
        if c is member_type:
            return True
        if name in _abc.own_names(c):
            return False
    return True


def _install_enum_methods(cls, classdict, member_type, first_enum):
    """CPython's `EnumType.__new__` rules for what a builtin data type ahead of the enum in
    the MRO would otherwise give: its `__repr__`, `__str__`, `__format__` and `__reduce_ex__`
    (or `object`'s) are replaced by the first enum base's, and a Flag takes Flag's operators
    over the data type's (`IntFlag.R | IntFlag.W` is a member, not an int)."""
    # Attribute syntax, not getattr/setattr with the names: the smolagents dunder policy
    # refuses dunder names passed to those even in library code.
    if member_type in _DATA_TYPES:
        if '__repr__' not in classdict and _data_type_found(cls, '__repr__', member_type):
            cls.__repr__ = first_enum.__repr__
        if '__str__' not in classdict and _data_type_found(cls, '__str__', member_type):
            cls.__str__ = first_enum.__str__
        if '__format__' not in classdict and _data_type_found(cls, '__format__', member_type):
            cls.__format__ = first_enum.__format__
        if '__reduce_ex__' not in classdict and _data_type_found(cls, '__reduce_ex__', member_type):
            cls.__reduce_ex__ = first_enum.__reduce_ex__
    if Flag is not None and issubclass(cls, Flag):
        if '__or__' not in classdict:
            cls.__or__ = Flag.__or__
        if '__and__' not in classdict:
            cls.__and__ = Flag.__and__
        if '__xor__' not in classdict:
            cls.__xor__ = Flag.__xor__
        if '__ror__' not in classdict:
            cls.__ror__ = Flag.__ror__
        if '__rand__' not in classdict:
            cls.__rand__ = Flag.__rand__
        if '__rxor__' not in classdict:
            cls.__rxor__ = Flag.__rxor__
        if '__invert__' not in classdict:
            cls.__invert__ = Flag.__invert__


def _get_str(c):
    return c.__str__


def _get_format(c):
    return c.__format__


def _get_repr(c):
    return c.__repr__


def _defines(cls, getter):
    try:
        getter(cls)
    except AttributeError:
        return False
    return True


def _lookup(cls, value):
    """`Color(value)`: the member with that value (CPython's `Enum.__new__`)."""
    if type(value) is cls:
        return value
    try:
        return cls._value2member_map_[value]
    except KeyError:
        pass
    except TypeError:
        for m in cls._member_map_.values():
            if m._value_ == value:
                return m
    if not cls._member_map_:
        raise TypeError("%r has no members defined" % (cls,))
    exc = None
    result = None
    try:
        result = cls._missing_(value)
    except Exception as e:
        exc = e
    if isinstance(result, cls):
        return result
    if Flag is not None and issubclass(cls, Flag) and cls._boundary_ is EJECT and isinstance(result, int):
        return result
    ve_exc = ValueError("%r is not a valid %s" % (value, cls._qualname_))
    if result is None and exc is None:
        raise ve_exc
    if exc is None:
        exc = TypeError('error in %s._missing_: returned %r instead of None or a valid member'
                        % (cls._cls_name_, result))
    if not isinstance(exc, ValueError):
        raise exc from ve_exc
    raise exc


def _create(cls, class_name, names, module=None, qualname=None, type=None, start=1, boundary=None):
    """The functional API: `Enum('Animal', 'ANT BEE CAT')`."""
    global _pending_functional
    bases = (cls,) if type is None else (type, cls)
    _, first_enum = _get_mixins(class_name, bases)
    if isinstance(names, str):
        names = names.replace(',', ' ').split()
    if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
        original_names, names = names, []
        last_values = []
        gnv = _gnv_function(first_enum)
        for count, name in enumerate(original_names):
            value = gnv(name, start, count, last_values[:])
            last_values.append(value)
            names.append((name, value))
    if names is None:
        names = ()
    members = []
    for item in names:
        if isinstance(item, str):
            member_name, member_value = item, names[item]
        else:
            member_name, member_value = item
        members.append((member_name, member_value))
    _pending_functional = (class_name, qualname, members)
    try:
        if type is None:
            if boundary is None:
                class Functional(cls):
                    pass
            else:
                class Functional(cls, boundary=boundary):
                    pass
        else:
            if boundary is None:
                class Functional(type, cls):
                    pass
            else:
                class Functional(type, cls, boundary=boundary):
                    pass
    finally:
        _pending_functional = None
    return Functional


class EnumType(type):
    """Metaclass for Enum"""

    def __init__(cls, name, bases, classdict, **kwds):
        _setup_enum(cls, name, bases, classdict)

    def __bool__(cls):
        return True

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1, boundary=None):
        if names is None:
            # The direct hit first: this is the hot path of `Color(1)`.
            try:
                return cls._value2member_map_[value]
            except (KeyError, TypeError):
                return _lookup(cls, value)
        return _create(cls, value, names, module=module, qualname=qualname, type=type, start=start, boundary=boundary)

    def __contains__(cls, member):
        if not isinstance(member, Enum):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'" % (_type_qualname(member), 'EnumType'))
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __getattr__(cls, name):
        if _is_dunder(name) or name == '_member_map_':
            raise AttributeError(name)
        try:
            return cls._member_map_[name]
        except KeyError:
            raise AttributeError(name) from None

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __len__(cls):
        return len(cls._member_names_)

    @_property
    def __members__(cls):
        return _MappingProxy(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % (cls._cls_name_,)
        return "<enum %r>" % (cls._cls_name_,)


EnumMeta = EnumType


def _type_qualname(obj):
    t = type(obj)
    if isinstance(t, EnumType):
        return t._qualname_
    q = _qualname_from_repr(_builtin_repr(t))
    if q is None:
        return _builtin_repr(t)
    return q.rpartition('.')[2] if t in _DATA_TYPES or q.startswith('builtins.') else q


def _enum_init_subclass(cls, boundary=None, **kwds):
    """Records the qualified name and the `boundary` keyword of the class being created.

    The metaclass is attached after this hook runs, so the default repr still shows the
    qualified name here. ophis looks the hook up only in the classes before the first
    builtin base of the MRO, so the int and str enums carry their own copy."""
    global _pending_class
    _pending_class = (cls, _qualname_from_repr(_builtin_repr(cls)), boundary)
    if kwds:
        name = _qualname_from_repr(_builtin_repr(cls)) or ''
        raise TypeError('%s.__init_subclass__() takes no keyword arguments' % (name.rpartition('.')[2],))


class Enum(metaclass=EnumType):
    """Create a collection of name/value pairs."""

    def __init__(self, *args, **kwds):
        pass

    __init_subclass__ = _enum_init_subclass

    def _generate_next_value_(name, start, count, last_values):
        if not last_values:
            return start
        try:
            last = last_values[-1]
            last_values.sort()
            if last == last_values[-1]:
                return last + 1
            else:
                raise TypeError
        except TypeError:
            for v in reversed(last_values):
                try:
                    return v + 1
                except TypeError:
                    pass
            return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        return "<%s.%s: %s>" % (type(self)._cls_name_, self._name_, _builtin_repr(self._value_))

    def __str__(self):
        return "%s.%s" % (type(self)._cls_name_, self._name_)

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __setattr__(self, name, value):
        if name in ('name', 'value'):
            raise AttributeError("<enum 'Enum'> cannot set attribute %r" % (name,))
        object.__setattr__(self, name, value)

    def __reduce_ex__(self, proto):
        return type(self), (self._value_,)

    def __deepcopy__(self, memo):
        return self

    def __copy__(self):
        return self


class ReprEnum(Enum):
    """Only changes the repr(), leaving str() and format() to the mixed-in type."""


class IntEnum(int, ReprEnum):
    """Enum where members are also (and must be) ints"""

    __init_subclass__ = _enum_init_subclass


class StrEnum(str, ReprEnum):
    """Enum where members are also (and must be) strings"""

    __init_subclass__ = _enum_init_subclass

    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


def _unique_check(enumeration, what):
    duplicates = []
    for name, m in enumeration._member_map_.items():
        if name != m._name_:
            duplicates.append((name, m._name_))
    if duplicates:
        alias_details = ', '.join(["%s -> %s" % (alias, name) for (alias, name) in duplicates])
        raise ValueError('%s found in %r: %s' % (what, enumeration, alias_details))


def unique(enumeration):
    """Class decorator for enumerations ensuring unique member values."""
    _unique_check(enumeration, 'duplicate values')
    return enumeration


class FlagBoundary(StrEnum):
    """Control how out of range values are handled."""
    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary


def _iter_member_by_value(cls, value):
    for val in _iter_bits_lsb(value & cls._flag_mask_):
        yield cls._value2member_map_.get(val)


def _iter_member(cls, value):
    if cls._iter_by_def_:
        return iter(sorted(_iter_member_by_value(cls, value), key=lambda m: m._sort_order_))
    return _iter_member_by_value(cls, value)


class Flag(Enum, boundary=STRICT):
    """Support for flags"""

    _numeric_repr_ = repr

    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        last_value = max(last_values)
        try:
            high_bit = _high_bit(last_value)
        except Exception:
            raise TypeError('invalid flag value %r' % (last_value,)) from None
        return 2 ** (high_bit + 1)

    @classmethod
    def _iter_member_by_value_(cls, value):
        return _iter_member_by_value(cls, value)

    @classmethod
    def _iter_member_by_def_(cls, value):
        yield from sorted(_iter_member_by_value(cls, value), key=lambda m: m._sort_order_)

    @classmethod
    def _iter_member_(cls, value):
        return _iter_member(cls, value)

    @classmethod
    def _missing_(cls, value):
        """Create a composite member containing all canonical members present in `value`."""
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls._qualname_))
        flag_mask = cls._flag_mask_
        singles_mask = cls._singles_mask_
        all_bits = cls._all_bits_
        neg_value = None
        if (not ~all_bits <= value <= all_bits or value & (all_bits ^ flag_mask)):
            if cls._boundary_ is STRICT:
                max_bits = max(value.bit_length(), flag_mask.bit_length())
                raise ValueError("%r invalid value %r\n    given %s\n  allowed %s" % (
                    cls, value, bin(value, max_bits), bin(flag_mask, max_bits)))
            elif cls._boundary_ is CONFORM:
                value = value & flag_mask
            elif cls._boundary_ is EJECT:
                return value
            elif cls._boundary_ is KEEP:
                if value < 0:
                    value = (max(all_bits + 1, 2 ** (value.bit_length())) + value)
            else:
                raise ValueError('%r unknown flag boundary %r' % (cls, cls._boundary_))
        if value < 0:
            neg_value = value
            value = all_bits + 1 + value
        unknown = value & ~flag_mask
        aliases = value & ~singles_mask
        member_value = value & singles_mask
        if unknown and cls._boundary_ is not KEEP:
            raise ValueError('%s(%r) -->  unknown values %r [%s]'
                             % (cls._cls_name_, value, unknown, _plain_bin(unknown)))
        if cls._member_type_ is object:
            pseudo_member = object.__new__(cls)
        else:
            pseudo_member = object.__new__(cls, value)
        object.__setattr__(pseudo_member, '_value_', value)
        object.__setattr__(pseudo_member, 'value', value)
        if member_value or aliases:
            members = []
            combined_value = 0
            for m in _iter_member(cls, member_value):
                members.append(m)
                combined_value |= m._value_
            if aliases:
                value = member_value | aliases
                for n, pm in cls._member_map_.items():
                    if pm not in members and pm._value_ and pm._value_ & value == pm._value_:
                        members.append(pm)
                        combined_value |= pm._value_
            unknown = value ^ combined_value
            pseudo_name = '|'.join([m._name_ for m in members])
            if not combined_value:
                pseudo_name = None
            elif unknown and cls._boundary_ is STRICT:
                raise ValueError('%r: no members with value %r' % (cls, unknown))
            elif unknown:
                pseudo_name += '|%s' % cls._numeric_repr_(unknown)
        else:
            pseudo_name = None
        object.__setattr__(pseudo_member, '_name_', pseudo_name)
        object.__setattr__(pseudo_member, 'name', pseudo_name)
        pseudo_member = cls._value2member_map_.setdefault(value, pseudo_member)
        if neg_value is not None:
            cls._value2member_map_[neg_value] = pseudo_member
        return pseudo_member

    def __contains__(self, other):
        if not isinstance(other, type(self)):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r" % (
                _type_qualname(other), type(self)._qualname_))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        yield from _iter_member(type(self), self._value_)

    def __len__(self):
        return self._value_.bit_count()

    def __repr__(self):
        cls_name = type(self)._cls_name_
        if self._name_ is None:
            return "<%s: %s>" % (cls_name, _builtin_repr(self._value_))
        return "<%s.%s: %s>" % (cls_name, self._name_, _builtin_repr(self._value_))

    def __str__(self):
        cls_name = type(self)._cls_name_
        if self._name_ is None:
            return '%s(%r)' % (cls_name, self._value_)
        return "%s.%s" % (cls_name, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def _other_value(self, other):
        if isinstance(other, type(self)):
            return other._value_
        member_type = type(self)._member_type_
        if member_type is not object and isinstance(other, member_type):
            return other
        return NotImplemented

    def __or__(self, other):
        other = self._other_value(other)
        if other is NotImplemented:
            return NotImplemented
        return type(self)(self._value_ | other)

    def __and__(self, other):
        other = self._other_value(other)
        if other is NotImplemented:
            return NotImplemented
        return type(self)(self._value_ & other)

    def __xor__(self, other):
        other = self._other_value(other)
        if other is NotImplemented:
            return NotImplemented
        return type(self)(self._value_ ^ other)

    def __invert__(self):
        try:
            inverted = self._inverted_
        except AttributeError:
            inverted = None
        if inverted is None:
            cls = type(self)
            if cls._boundary_ is EJECT or cls._boundary_ is KEEP:
                inverted = cls(~self._value_)
            else:
                inverted = cls(cls._singles_mask_ & ~self._value_)
            object.__setattr__(self, '_inverted_', inverted)
        return inverted

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__


class IntFlag(int, ReprEnum, Flag):
    """Support for integer-based Flags"""

    __init_subclass__ = _enum_init_subclass


# CPython writes `boundary=KEEP` in the class statement; ophis looks `__init_subclass__` up
# only before the first builtin base (int), so the keyword would not reach it.
IntFlag._boundary_ = KEEP


class EnumCheck(StrEnum):
    """Various conditions to check an enumeration for."""
    CONTINUOUS = "no skipped integer values"
    NAMED_FLAGS = "multi-flag aliases may not contain unnamed flags"
    UNIQUE = "one name per value"


CONTINUOUS, NAMED_FLAGS, UNIQUE = EnumCheck


class verify:
    """Check an enumeration for various constraints. (see EnumCheck)"""

    def __init__(self, *checks):
        self.checks = checks

    def __call__(self, enumeration):
        checks = self.checks
        cls_name = enumeration._cls_name_
        if issubclass(enumeration, Flag):
            enum_type = 'flag'
        elif issubclass(enumeration, Enum):
            enum_type = 'enum'
        else:
            raise TypeError("the 'verify' decorator only works with Enum and Flag")
        for check in checks:
            if check is UNIQUE:
                _unique_check(enumeration, 'aliases')
            elif check is CONTINUOUS:
                values = set(e.value for e in enumeration)
                if len(values) < 2:
                    continue
                low, high = min(values), max(values)
                missing = []
                if enum_type == 'flag':
                    for i in range(_high_bit(low) + 1, _high_bit(high)):
                        if 2 ** i not in values:
                            missing.append(2 ** i)
                else:
                    for i in range(low + 1, high):
                        if i not in values:
                            missing.append(i)
                if missing:
                    raise ValueError(('invalid %s %r: missing values %s' % (
                        enum_type, cls_name, ', '.join((str(m) for m in missing))))[:256])
            elif check is NAMED_FLAGS:
                member_names = enumeration._member_names_
                member_values = [m.value for m in enumeration]
                missing_names = []
                missing_value = 0
                for name, alias in enumeration._member_map_.items():
                    if name in member_names:
                        continue
                    if alias.value < 0:
                        continue
                    values = list(_iter_bits_lsb(alias.value))
                    missed = [v for v in values if v not in member_values]
                    if missed:
                        missing_names.append(name)
                        for v in missed:
                            missing_value |= v
                if missing_names:
                    if len(missing_names) == 1:
                        alias = 'alias %s is missing' % missing_names[0]
                    else:
                        alias = 'aliases %s and %s are missing' % (', '.join(missing_names[:-1]), missing_names[-1])
                    if _is_single_bit(missing_value):
                        value = 'value 0x%x' % missing_value
                    else:
                        value = 'combined values of 0x%x' % missing_value
                    raise ValueError('invalid Flag %r: %s %s [use enum.show_flag_values(value) for details]'
                                     % (cls_name, alias, value))
        return enumeration
