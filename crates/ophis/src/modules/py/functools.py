"""Higher-order functions and operations on callables (the `functools` module), for ophis.

Differences imposed by the sandbox, where library code may neither read nor set dunder
attributes:
- `update_wrapper` updates the `updated` attributes (`__dict__`) natively
  (`_functools.update_dicts`).
- `lru_cache` returns a plain function carrying `cache_info`, `cache_clear` and
  `cache_parameters` attributes (as CPython's pure-Python version does), so it also works
  on methods.
- `cached_property` reaches the instance's `__dict__` through `_functools.instance_dict`.
- `singledispatch` registration from annotations resolves string annotations as ophis's
  `typing.get_type_hints` does (see its docstring).
- `total_ordering` uses the native `_functools` helpers to find and add the comparison
  methods.
"""

import _functools
from collections import namedtuple

WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__', '__annotations__')
WRAPPER_UPDATES = ('__dict__',)


def _func_name(f):
    """`f.__name__`, recovered from the repr (`<function outer.<locals>.f at 0x...>`)."""
    r = repr(f)
    for prefix in ('<function ', '<bound method ', '<built-in function ', '<built-in method '):
        if r.startswith(prefix):
            name = r[len(prefix):].split(' ', 1)[0]
            return name.rpartition('.')[2]
    if r.startswith("<class '") and r.endswith("'>"):
        return r[8:-2].rpartition('.')[2]
    return _type_name(f)


def _type_name(obj):
    r = repr(type(obj))
    if r.startswith("<class '") and r.endswith("'>"):
        r = r[8:-2]
    return r.rpartition('.')[2]


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    # As CPython's: the listed attributes that exist are copied, the `updated` ones updated,
    # and `__wrapped__` links back. A host object's dunders are the host's own and stay
    # unread (hasattr answers False for them). A static or class method carries its
    # function's attributes in CPython (3.10+).
    source = _functools.method_function(wrapped)
    for attr in assigned:
        if hasattr(source, attr):
            setattr(wrapper, attr, getattr(source, attr))
    _functools.update_dicts(wrapper, source, updated)
    # Set last: the wrapped function's own `__wrapped__`, just copied, is not the link.
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    def decorator(wrapper):
        return update_wrapper(wrapper, wrapped, assigned, updated)
    return decorator


########################################################################
#  reduce
########################################################################

# CPython's `reduce` is a C function (it does not bind as a method when stored on a class).
reduce = _functools.reduce


########################################################################
#  partial
########################################################################

class partial:
    """New function with partial application of the given arguments and keywords."""

    # `func`, `args` and `keywords` are slots, as CPython's C members are: they are not in
    # the instance's `__dict__`, which holds only the attributes the program sets.
    __slots__ = ('func', 'args', 'keywords', '__dict__', '__weakref__')

    def __init__(*args, **keywords):
        if len(args) < 2:
            raise TypeError("type 'partial' takes at least one argument")
        self = args[0]
        func = args[1]
        args = args[2:]
        if not callable(func):
            raise TypeError('the first argument must be callable')
        if isinstance(func, partial):
            # Nested partials flatten, as in CPython.
            args = func.args + args
            keywords = {**func.keywords, **keywords}
            func = func.func
        _functools.set_partial_state(self, func, tuple(args), keywords)

    # `func`, `args` and `keywords` are read-only, as CPython's C members are; the native
    # helper above writes them past this check.
    def __setattr__(self, name, value):
        if name in ('func', 'args', 'keywords'):
            raise AttributeError('readonly attribute')
        _functools.set_instance_attr(self, name, value)

    def __delattr__(self, name):
        if name in ('func', 'args', 'keywords'):
            raise AttributeError('readonly attribute')
        if name == '__dict__':
            # CPython's C partial sets its dict with PyObject_GenericSetDict, which refuses
            # a deletion.
            raise TypeError('cannot delete __dict__')
        _functools.del_instance_attr(self, name)

    def __call__(self, /, *args, **keywords):
        keywords = {**self.keywords, **keywords}
        return self.func(*self.args, *args, **keywords)

    def __repr__(self):
        # A partial reached again while its own repr is being built is `...`, as CPython's
        # Py_ReprEnter makes it.
        key = id(self)
        if key in _repr_running:
            return '...'
        _repr_running.add(key)
        try:
            parts = [repr(self.func)]
            parts.extend(repr(x) for x in self.args)
            parts.extend(f'{k}={v!r}' for (k, v) in self.keywords.items())
        finally:
            _repr_running.discard(key)
        name = _type_name(self)
        if type(self) is partial:
            name = 'functools.partial'
        return f'{name}({", ".join(parts)})'

    def __reduce__(self):
        return type(self), (self.func,), (
            self.func,
            self.args,
            self.keywords,
            _functools.partial_namespace(self),
        )

    def __setstate__(self, state):
        # As CPython's C `partial_setstate`.
        if not isinstance(state, tuple):
            raise TypeError('invalid partial state')
        if len(state) != 4:
            raise TypeError(f'function takes exactly 4 arguments ({len(state)} given)')
        func, args, kwds, namespace = state
        if not callable(func) or not isinstance(args, tuple) or (
            kwds is not None and not isinstance(kwds, dict)
        ):
            raise TypeError('invalid partial state')
        # An exact tuple or dict is kept (a copy shares them); a subclass is converted.
        if type(args) is not tuple:
            args = tuple(args)
        if kwds is None:
            kwds = {}
        elif type(kwds) is not dict:
            kwds = dict(kwds)
        _functools.set_partial_state(self, func, args, kwds)
        # The namespace replaces the instance's attributes (CPython sets the dict itself;
        # None leaves none).
        for name in list(_functools.partial_namespace(self) or ()):
            delattr(self, name)
        if namespace is not None:
            for name, value in namespace.items():
                setattr(self, name, value)


_repr_running = set()


class partialmethod:
    """Method descriptor with partial application of the given arguments and keywords."""

    def __init__(self, func, /, *args, **keywords):
        # CPython accepts any callable or descriptor (a partialmethod of a partialmethod is
        # flattened below); the descriptors recognized here are the builtin ones, since
        # library code does not read dunders under every policy.
        if not callable(func) and not isinstance(
            func, (staticmethod, classmethod, partialmethod, property)
        ):
            raise TypeError(f'{func!r} is not callable or a descriptor')
        if isinstance(func, partialmethod):
            self.func = func.func
            self.args = func.args + args
            self.keywords = {**func.keywords, **keywords}
        else:
            self.func = func
            self.args = args
            self.keywords = keywords

    def __repr__(self):
        # As CPython's, which formats the function with str() and keeps the separators of
        # empty argument lists.
        args = ", ".join(map(repr, self.args))
        keywords = ", ".join("{}={!r}".format(k, v) for k, v in self.keywords.items())
        return "{module}.{cls}({func}, {args}, {keywords})".format(
            module=type(self).__module__,
            cls=type(self).__qualname__,
            func=self.func,
            args=args,
            keywords=keywords,
        )

    @property
    def __isabstractmethod__(self):
        return _functools.special_attr(self.func, '__isabstractmethod__', False)

    def _make_unbound_method(self):
        def _method(cls_or_self, /, *args, **keywords):
            keywords = {**self.keywords, **keywords}
            return self.func(cls_or_self, *self.args, *args, **keywords)

        _method.__isabstractmethod__ = _functools.special_attr(self, '__isabstractmethod__', False)
        _method._partialmethod = self
        return _method

    def __get__(self, obj, cls=None):
        # As CPython's: what the function's own `__get__` gives (natively here) is partially
        # applied, unless it is the function itself (a plain function read through the
        # class), where the unbound method takes the instance first.
        func = self.func
        result = None
        if _functools.has_get(func) and not isinstance(func, partial):
            new_func = _functools.descriptor_get(func, obj, cls)
            if new_func is not func:
                result = partial(new_func, *self.args, **self.keywords)
                # As CPython's: the partial carries the bound method's `__self__`.
                _functools.copy_self(result, new_func)
        if result is None:
            result = _functools.descriptor_get(self._make_unbound_method(), obj, cls)
        return result


########################################################################
#  cmp_to_key
########################################################################

class KeyWrapper:
    def __init__(self, obj, cmp):
        self.obj = obj
        self._cmp = cmp

    def _other(self, other):
        if not isinstance(other, KeyWrapper):
            raise TypeError('other argument must be K instance')
        return other.obj

    def __lt__(self, other):
        return self._cmp(self.obj, self._other(other)) < 0

    def __gt__(self, other):
        return self._cmp(self.obj, self._other(other)) > 0

    def __eq__(self, other):
        return self._cmp(self.obj, self._other(other)) == 0

    def __le__(self, other):
        return self._cmp(self.obj, self._other(other)) <= 0

    def __ge__(self, other):
        return self._cmp(self.obj, self._other(other)) >= 0

    __hash__ = None
    # The unhashable message names it as CPython names its C type.
    __ophis_tp_name__ = 'functools.KeyWrapper'


# A builtin, as CPython's C `cmp_to_key`: stored on a class, it does not bind as a method.
cmp_to_key = _functools.make_cmp_to_key(KeyWrapper)


########################################################################
#  total_ordering
########################################################################

def _root(self, name):
    return _functools.ordering_method(type(self), name)


def _gt_from_lt(self, other):
    op_result = _root(self, '__lt__')(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result and self != other


def _le_from_lt(self, other):
    op_result = _root(self, '__lt__')(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result or self == other


def _ge_from_lt(self, other):
    op_result = _root(self, '__lt__')(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result


def _ge_from_le(self, other):
    op_result = _root(self, '__le__')(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result or self == other


def _lt_from_le(self, other):
    op_result = _root(self, '__le__')(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result and self != other


def _gt_from_le(self, other):
    op_result = _root(self, '__le__')(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result


def _lt_from_gt(self, other):
    op_result = _root(self, '__gt__')(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result and self != other


def _ge_from_gt(self, other):
    op_result = _root(self, '__gt__')(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result or self == other


def _le_from_gt(self, other):
    op_result = _root(self, '__gt__')(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result


def _le_from_ge(self, other):
    op_result = _root(self, '__ge__')(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result or self == other


def _gt_from_ge(self, other):
    op_result = _root(self, '__ge__')(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result and self != other


def _lt_from_ge(self, other):
    op_result = _root(self, '__ge__')(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result


_convert = {
    '__lt__': [('__gt__', _gt_from_lt), ('__le__', _le_from_lt), ('__ge__', _ge_from_lt)],
    '__le__': [('__ge__', _ge_from_le), ('__lt__', _lt_from_le), ('__gt__', _gt_from_le)],
    '__gt__': [('__lt__', _lt_from_gt), ('__ge__', _ge_from_gt), ('__le__', _le_from_gt)],
    '__ge__': [('__le__', _le_from_ge), ('__gt__', _gt_from_ge), ('__lt__', _lt_from_ge)],
}


def total_ordering(cls):
    """Class decorator that fills in missing ordering methods."""
    roots = {op for op in _convert if _functools.ordering_method(cls, op) is not None}
    if not roots:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    root = max(roots)       # prefer __lt__ to __le__ to __gt__ to __ge__
    for opname, opfunc in _convert[root]:
        if opname not in roots:
            _functools.set_ordering_method(cls, opname, opfunc)
    return cls


########################################################################
#  lru_cache
########################################################################

_CacheInfo = namedtuple('CacheInfo', ['hits', 'misses', 'maxsize', 'currsize'], module='functools')


class _Kwd_mark:
    pass


_kwd_mark = _Kwd_mark()


def lru_cache(maxsize=128, typed=False):
    """Least-recently-used cache decorator."""
    if isinstance(maxsize, int):
        if maxsize < 0:
            maxsize = 0
    elif callable(maxsize) and isinstance(typed, bool):
        # Used as @lru_cache without arguments.
        user_function, maxsize = maxsize, 128
        return _lru_cache_wrapper(user_function, maxsize, typed)
    elif maxsize is not None:
        raise TypeError('Expected first argument to be an integer, a callable, or None')

    def decorating_function(user_function):
        return _lru_cache_wrapper(user_function, maxsize, typed)

    return decorating_function


def _lru_cache_wrapper(user_function, maxsize, typed):
    # The state list is shared with the native lru_call, which does the key making, the
    # lookup, the LRU order (a dict keeps insertion order: the first key is the least
    # recently used one) and the hit/miss counts, as CPython's C wrapper does.
    state = [user_function, {}, 0, 0, maxsize, typed, _kwd_mark]

    def wrapper(*args, **kwds):
        return _functools.lru_call(state, args, kwds)

    def cache_info():
        return _CacheInfo(state[2], state[3], maxsize, len(state[1]))

    def cache_clear():
        state[1].clear()
        state[2] = state[3] = 0

    def cache_parameters():
        return {'maxsize': maxsize, 'typed': typed}

    wrapper.cache_info = cache_info
    wrapper.cache_clear = cache_clear
    wrapper.cache_parameters = cache_parameters
    return update_wrapper(wrapper, user_function)


def cache(user_function, /):
    """Simple lightweight unbounded cache. Sometimes called "memoize"."""
    return lru_cache(maxsize=None)(user_function)


########################################################################
#  cached_property
########################################################################

_NOT_FOUND = object()


class RLock:
    """CPython's `_thread.RLock`, which functools imports: a reentrant lock. A program in ophis
    runs on one thread, which therefore owns every lock it holds: acquiring counts, releasing
    uncounts, and releasing a lock not held is CPython's RuntimeError."""

    def __init__(self):
        self._count = 0

    def acquire(self, blocking=True, timeout=-1):
        if not blocking and timeout != -1:
            raise ValueError("can't specify a timeout for a non-blocking call")
        if timeout < 0 and timeout != -1:
            raise ValueError('timeout value must be positive')
        self._count += 1
        return True

    def release(self):
        if self._count == 0:
            raise RuntimeError('cannot release un-acquired lock')
        self._count -= 1

    def __enter__(self):
        return self.acquire()

    def __exit__(self, *args):
        self.release()

    def _is_owned(self):
        return self._count > 0

    def __repr__(self):
        state = 'locked' if self._count else 'unlocked'
        owner = 1 if self._count else 0
        return f'<{state} _thread.RLock object owner={owner} count={self._count} at {hex(id(self))}>'


class cached_property:
    """CPython's, without the lock (ophis runs one thread): the first read computes the value
    with func and stores it in the instance's `__dict__`, where later reads find it."""

    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        if self.attrname is None:
            self.attrname = name
        elif name != self.attrname:
            raise TypeError(
                "Cannot assign the same cached_property to two different names "
                f"({self.attrname!r} and {name!r})."
            )

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        if self.attrname is None:
            raise TypeError("Cannot use cached_property instance without calling __set_name__ on it.")
        try:
            cache = _functools.instance_dict(instance)
        except AttributeError:  # not all objects have __dict__ (e.g. class defines slots)
            msg = (
                f"No '__dict__' attribute on {type(instance).__name__!r} "
                f"instance to cache {self.attrname!r} property."
            )
            raise TypeError(msg) from None
        val = cache.get(self.attrname, _NOT_FOUND)
        if val is _NOT_FOUND:
            val = self.func(instance)
            try:
                cache[self.attrname] = val
            except TypeError:
                msg = (
                    f"The '__dict__' attribute on {type(instance).__name__!r} instance "
                    f"does not support item assignment for caching {self.attrname!r} property."
                )
                raise TypeError(msg) from None
        return val


########################################################################
#  singledispatch
########################################################################

def _is_union_type(cls):
    from typing import get_origin, Union
    origin = get_origin(cls)
    return origin is Union or origin is type(int | str)


def _is_valid_dispatch_type(cls):
    if isinstance(cls, type):
        return True
    from typing import get_args
    return _is_union_type(cls) and all(isinstance(arg, type) for arg in get_args(cls))


def singledispatch(func):
    """Single-dispatch generic function decorator."""
    registry = {object: func}
    dispatch_cache = {}
    funcname = _func_name(func)

    def dispatch(cls):
        try:
            return dispatch_cache[cls]
        except KeyError:
            pass
        # The most derived registered class that cls derives from; CPython walks cls's MRO,
        # which picks the same class whenever the candidates are ordered by inheritance.
        best = None
        for typ in registry:
            if issubclass(cls, typ):
                if best is None or issubclass(typ, best):
                    best = typ
        impl = registry[best]
        dispatch_cache[cls] = impl
        return impl

    def register(cls, func=None):
        if _is_valid_dispatch_type(cls):
            if func is None:
                return lambda f: register(cls, f)
        else:
            if func is not None:
                raise TypeError(
                    f"Invalid first argument to `register()`. "
                    f"{cls!r} is not a class or union type."
                )
            # A static or class method answers its function's annotations in CPython.
            annotated = _functools.method_function(cls)
            try:
                ann = annotated.__annotations__
            except AttributeError:
                ann = {}
            if not ann:
                raise TypeError(
                    f"Invalid first argument to `register()`: {cls!r}. "
                    f"Use either `@register(some_class)` or plain `@register` "
                    f"on an annotated function."
                )
            func = cls
            # As CPython: the first annotated parameter's resolved type.
            from typing import get_type_hints
            argname, cls = next(iter(get_type_hints(annotated).items()))
            if not _is_valid_dispatch_type(cls):
                if _is_union_type(cls):
                    raise TypeError(
                        f"Invalid annotation for {argname!r}. "
                        f"{cls!r} not all arguments are classes."
                    )
                else:
                    raise TypeError(
                        f"Invalid annotation for {argname!r}. "
                        f"{cls!r} is not a class."
                    )
        if _is_union_type(cls):
            from typing import get_args
            for arg in get_args(cls):
                registry[arg] = func
        else:
            registry[cls] = func
        dispatch_cache.clear()
        return func

    def wrapper(*args, **kw):
        if not args:
            raise TypeError(f'{funcname} requires at least 1 positional argument')
        return dispatch(type(args[0]))(*args, **kw)

    def _clear_cache():
        dispatch_cache.clear()

    wrapper.register = register
    wrapper.dispatch = dispatch
    wrapper.registry = registry
    wrapper._clear_cache = _clear_cache
    update_wrapper(wrapper, func)
    return wrapper


class singledispatchmethod:
    """Single-dispatch generic method descriptor.

    The registered implementations may be functions, static methods or class methods; each
    binds as it would alone (`method.__get__(obj, cls)` in CPython, done natively here).
    """

    def __init__(self, func):
        if not callable(func) and not isinstance(
            func, (staticmethod, classmethod, property, partialmethod, singledispatchmethod)
        ):
            raise TypeError(f'{func!r} is not callable or a descriptor')
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        dispatcher = self.dispatcher

        def _method(*args, **kwargs):
            if not args:
                raise TypeError(f'{_func_name(self.func)} requires at least 1 positional argument')
            method = dispatcher.dispatch(type(args[0]))
            return _functools.descriptor_get(method, obj, cls)(*args, **kwargs)

        _method.register = self.register
        update_wrapper(_method, self.func)
        return _method

    @property
    def __isabstractmethod__(self):
        return _functools.special_attr(self.func, '__isabstractmethod__', False)
