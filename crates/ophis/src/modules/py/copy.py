"""Generic (shallow and deep) copying operations (the `copy` module), written for ophis.

The algorithm is CPython's: a dispatch table for builtin types, then the copy protocol of the
object's class (`__copy__`, `__deepcopy__`, `__reduce_ex__`, `__reduce__`, `__getstate__`,
`__setstate__`), then the generic reduction of instances to their class and attributes. The
memo of `deepcopy` (keyed by `id`) makes shared and cyclic structures copy correctly.

What a sandboxed program cannot do itself (finding the protocol methods a class defines,
creating an instance without calling `__init__`, setting an instance's attributes directly)
comes from the native helper `_ophis_copy`.
"""

import _ophis_copy
import _ophis_types


class Error(Exception):
    pass


error = Error   # backward compatibility

# copyreg's registry of reduction functions, consulted before the copy protocol.
dispatch_table = {}

_special = _ophis_copy.special
_native_reduce = _ophis_copy.reduce
_newobj = _ophis_copy.newobj
_update_attrs = _ophis_copy.update_attrs

_NoneType = type(None)
_FunctionType = type(lambda: None)
_BuiltinFunctionType = type(len)
_EllipsisType = type(Ellipsis)
_NotImplementedType = type(NotImplemented)


def _method_type():
    class _C:
        def m(self):
            pass
    return type(_C().m)


_MethodType = _method_type()


def copy(x):
    """Shallow copy operation on arbitrary Python objects."""
    cls = type(x)

    copier = _copy_dispatch.get(cls)
    if copier:
        return copier(x)

    if isinstance(x, type):
        return _copy_immutable(x)

    copier = _special(x, "__copy__")
    if copier is not None:
        return copier()

    reductor = dispatch_table.get(cls)
    if reductor is not None:
        rv = reductor(x)
    else:
        rv = _reduce_ex(x, "shallow")
    if isinstance(rv, str):
        return x
    return _reconstruct(x, None, *rv)


_copy_dispatch = d = {}


def _copy_immutable(x):
    return x


for t in (_NoneType, int, float, bool, complex, str, tuple, bytes, frozenset, type, range, slice,
          property, _BuiltinFunctionType, _EllipsisType, _NotImplementedType, _FunctionType):
    d[t] = _copy_immutable

d[list] = list.copy
d[dict] = dict.copy
d[set] = set.copy


def _copy_bytearray(x):
    # bytearray.copy is not available in ophis's core; bytearray(x) is the same copy.
    return bytearray(x)


d[bytearray] = _copy_bytearray

del d, t


def deepcopy(x, memo=None, _nil=[]):
    """Deep copy operation on arbitrary Python objects."""
    if memo is None:
        memo = {}

    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y

    cls = type(x)
    if cls in _atomic_types:
        # What `_deepcopy_atomic` returns, without its call (CPython 3.12's fast path).
        return x

    copier = _deepcopy_dispatch.get(cls)
    if copier is not None:
        y = copier(x, memo)
    else:
        if isinstance(x, type):
            y = _deepcopy_atomic(x, memo)
        else:
            copier = _special(x, "__deepcopy__")
            if copier is not None:
                y = copier(memo)
            else:
                reductor = dispatch_table.get(cls)
                if reductor:
                    rv = reductor(x)
                else:
                    rv = _reduce_ex(x, "deep")
                if isinstance(rv, str):
                    y = x
                else:
                    y = _reconstruct(x, memo, *rv)

    # If is its own copy, don't memoize.
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)  # Make sure x lives at least as long as d
    return y


_deepcopy_dispatch = d = {}


def _deepcopy_atomic(x, memo):
    return x


for t in (_NoneType, _EllipsisType, _NotImplementedType, int, float, bool, complex, bytes, str,
          type, range, _BuiltinFunctionType, _FunctionType, property):
    d[t] = _deepcopy_atomic

# The exact types that are their own deep copy. The containers' loops below take such an
# item as it is instead of calling `deepcopy`: it would return the item itself, since the
# memo never holds the id of an atomic object (they are not memoized, and `_keep_alive`
# keeps every memoized object alive, so no id is reused while the memo lives).
_atomic_types = frozenset(t for t in d)


def _deepcopy_list(x, memo, deepcopy=deepcopy):
    y = []
    memo[id(x)] = y
    append = y.append
    atomic = _atomic_types
    for a in x:
        append(a if type(a) in atomic else deepcopy(a, memo))
    return y


d[list] = _deepcopy_list


def _deepcopy_tuple(x, memo, deepcopy=deepcopy, _nil=[]):
    atomic = _atomic_types
    y = [a if type(a) in atomic else deepcopy(a, memo) for a in x]
    # We're not going to put the tuple in the memo, but it's still important we
    # check for it, in case the tuple contains recursive mutable structures.
    # An exact dict (every memo `deepcopy` makes) is asked with `get`, which gives what
    # `memo[id(x)]` gives without raising and catching a KeyError for the usual miss; any
    # other mapping is subscripted, as CPython does (a `__missing__` of a dict subclass runs).
    if type(memo) is dict:
        found = memo.get(id(x), _nil)
        if found is not _nil:
            return found
    else:
        try:
            return memo[id(x)]
        except KeyError:
            pass
    for k, j in zip(x, y):
        if k is not j:
            y = tuple(y)
            break
    else:
        y = x
    return y


d[tuple] = _deepcopy_tuple


def _deepcopy_dict(x, memo, deepcopy=deepcopy):
    y = {}
    memo[id(x)] = y
    atomic = _atomic_types
    for key, value in x.items():
        y[key if type(key) in atomic else deepcopy(key, memo)] = (
            value if type(value) in atomic else deepcopy(value, memo))
    return y


d[dict] = _deepcopy_dict


def _deepcopy_method(x, memo):  # Copy instance methods
    func, obj = _ophis_copy.method_parts(x)
    return _ophis_copy.bind(func, deepcopy(obj, memo))


d[_MethodType] = _deepcopy_method

del d, t


def _keep_alive(x, memo):
    """Keeps a reference to the object x in the memo, so that its id cannot be reused by
    another object while the memo is in use."""
    try:
        memo[id(memo)].append(x)
    except KeyError:
        # aha, this is the first one :-)
        memo[id(memo)] = [x]


def _reduce_ex(x, kind="shallow"):
    """What `x.__reduce_ex__(4)` returns in CPython; `kind` ("shallow" or "deep") names the
    copy in the error for an object without reduce methods."""
    cls = type(x)
    getattribute = _special(x, "__getattribute__")
    if getattribute is not None:
        # CPython reads the reduce methods from the instance, so a class's own
        # __getattribute__ can hide them.
        reductor = _instance_attr(getattribute, "__reduce_ex__")
        if reductor is not None:
            return reductor(4)
        reductor = _instance_attr(getattribute, "__reduce__")
        if reductor:
            return reductor()
        raise Error(f"un({kind})copyable object of type {cls}")
    if cls is set or cls is frozenset:
        return (cls, (list(x),), None)
    if cls is bytearray:
        return (cls, (bytes(x),) if x else (), None)
    if cls is _MethodType:
        func, obj = _ophis_copy.method_parts(x)
        return (_ophis_copy.bind, (func, obj))
    reductor = _special(x, "__reduce_ex__")
    if reductor is not None:
        return reductor(4)
    reductor = _special(x, "__reduce__")
    if reductor is not None:
        return reductor()
    if _special(x, "__getnewargs_ex__") is not None:
        # object.__reduce_ex__'s reduce_newobj, which checks what __getnewargs_ex__ returns
        # and makes the instance through copyreg.__newobj_ex__ when it names keywords.
        return _ophis_types._reduce_newobj(x, cls)
    rv = _native_reduce(x)
    getnewargs = _special(x, "__getnewargs__")
    if getnewargs is not None and rv[0] is _newobj:
        rv = (_newobj, (cls,) + tuple(getnewargs())) + rv[2:]
    getstate = _special(x, "__getstate__")
    if getstate is not None:
        rv = rv[:2] + (getstate(),) + rv[3:]
    return rv


def _instance_attr(getattribute, name):
    # getattr(x, name, None) through the class's own __getattribute__.
    try:
        return getattribute(name)
    except AttributeError:
        return None


def _reconstruct(x, memo, func, args,
                 state=None, listiter=None, dictiter=None,
                 *, deepcopy=deepcopy):
    deep = memo is not None
    if deep and args:
        args = (deepcopy(arg, memo) for arg in args)
    y = func(*args)
    if deep:
        memo[id(x)] = y

    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        setstate = _special(y, "__setstate__")
        if setstate is not None:
            setstate(state)
        else:
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            else:
                slotstate = None
            if state is not None:
                _update_attrs(y, state)
            if slotstate is not None:
                for key, value in slotstate.items():
                    setattr(y, key, value)

    if listiter is not None:
        if deep:
            for item in listiter:
                item = deepcopy(item, memo)
                y.append(item)
        else:
            for item in listiter:
                y.append(item)
    if dictiter is not None:
        if deep:
            for key, value in dictiter:
                key = deepcopy(key, memo)
                value = deepcopy(value, memo)
                y[key] = value
        else:
            for key, value in dictiter:
                y[key] = value
    return y
