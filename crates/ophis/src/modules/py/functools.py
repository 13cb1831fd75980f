"""Higher-order functions and operations on callables (the `functools` module), for ophis.

Differences imposed by the sandbox, where library code may neither read nor set dunder
attributes:
- `update_wrapper`/`wraps` cannot copy `__name__`, `__doc__`, `__wrapped__`, ... (the
  program cannot read those either, so this is only visible in reprs): they return the
  wrapper unchanged.
- `lru_cache` returns a plain function carrying `cache_info`, `cache_clear` and
  `cache_parameters` attributes (as CPython's pure-Python version does), so it also works
  on methods.
- `cached_property` is a property that stores the computed value per instance (ophis has no
  `__set_name__` nor non-data descriptors); reads, assignments and `del` behave as in CPython.
- `singledispatch` dispatches on registered classes with `register(cls)`; registering from
  type annotations is not possible (annotations are not readable) and says so.
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
    # Nothing can be copied: every attribute listed is a dunder, which the sandbox keeps
    # from being read or written.
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    def decorator(wrapper):
        return update_wrapper(wrapper, wrapped, assigned, updated)
    return decorator


########################################################################
#  reduce
########################################################################

_initial_missing = object()


def reduce(*args, **kwargs):
    if kwargs:
        raise TypeError('reduce() takes no keyword arguments')
    n = len(args)
    if n < 2:
        raise TypeError(f'reduce expected at least 2 arguments, got {n}')
    if n > 3:
        raise TypeError(f'reduce expected at most 3 arguments, got {n}')
    function = args[0]
    try:
        it = iter(args[1])
    except TypeError:
        raise TypeError('reduce() arg 2 must support iteration') from None
    if n == 3:
        value = args[2]
    else:
        try:
            value = next(it)
        except StopIteration:
            raise TypeError('reduce() of empty iterable with no initial value') from None
    for element in it:
        value = function(value, element)
    return value


########################################################################
#  partial
########################################################################

class partial:
    """New function with partial application of the given arguments and keywords."""

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
        self.func = func
        self.args = tuple(args)
        self.keywords = keywords

    def __call__(self, /, *args, **keywords):
        keywords = {**self.keywords, **keywords}
        return self.func(*self.args, *args, **keywords)

    def __repr__(self):
        parts = [repr(self.func)]
        parts.extend(repr(x) for x in self.args)
        parts.extend(f'{k}={v!r}' for (k, v) in self.keywords.items())
        name = _type_name(self)
        if type(self) is partial:
            name = 'functools.partial'
        return f'{name}({", ".join(parts)})'


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

    def __hash__(self):
        raise TypeError("unhashable type: 'functools.KeyWrapper'")


def cmp_to_key(mycmp):
    """Convert a cmp= function into a key= function."""
    def K(obj):
        return KeyWrapper(obj, mycmp)
    return K


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

_CacheInfo = namedtuple('CacheInfo', ['hits', 'misses', 'maxsize', 'currsize'])


class _Kwd_mark:
    pass


_kwd_mark = (_Kwd_mark(),)


def _make_key(args, kwds, typed):
    # The same keys as CPython's, so that hits and misses are counted alike (for example a
    # lone int or str argument is its own key).
    key = args
    if kwds:
        key += _kwd_mark
        for item in kwds.items():
            key += item
    if typed:
        key += tuple(type(v) for v in args)
        if kwds:
            key += tuple(type(v) for v in kwds.values())
    elif len(key) == 1 and type(key[0]) in (int, str):
        return key[0]
    return key


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
    cache = {}
    stats = [0, 0]      # hits, misses
    sentinel = _kwd_mark

    if maxsize == 0:
        def wrapper(*args, **kwds):
            stats[1] += 1
            return user_function(*args, **kwds)

    elif maxsize is None:
        def wrapper(*args, **kwds):
            key = _make_key(args, kwds, typed)
            result = cache.get(key, sentinel)
            if result is not sentinel:
                stats[0] += 1
                return result
            stats[1] += 1
            result = user_function(*args, **kwds)
            cache[key] = result
            return result

    else:
        # A dict keeps insertion order: the first key is the least recently used one, and
        # a hit moves its key to the end.
        def wrapper(*args, **kwds):
            key = _make_key(args, kwds, typed)
            result = cache.get(key, sentinel)
            if result is not sentinel:
                del cache[key]
                cache[key] = result
                stats[0] += 1
                return result
            stats[1] += 1
            result = user_function(*args, **kwds)
            if key in cache:
                # The same key was added by a recursive call meanwhile: keep that entry.
                return result
            if len(cache) >= maxsize:
                del cache[next(iter(cache))]
            cache[key] = result
            return result

    def cache_info():
        return _CacheInfo(stats[0], stats[1], maxsize, len(cache))

    def cache_clear():
        cache.clear()
        stats[0] = stats[1] = 0

    def cache_parameters():
        return {'maxsize': maxsize, 'typed': typed}

    wrapper.cache_info = cache_info
    wrapper.cache_clear = cache_clear
    wrapper.cache_parameters = cache_parameters
    return wrapper


def cache(user_function, /):
    """Simple lightweight unbounded cache. Sometimes called "memoize"."""
    return lru_cache(maxsize=None)(user_function)


########################################################################
#  cached_property
########################################################################

_NOT_FOUND = object()


def cached_property(func):
    """A property whose value is computed once per instance and then kept.

    The value lives in a dict stored on the instance; assigning to the attribute replaces
    it and `del` forgets it (the next read computes it again), as with CPython's
    cached_property, whose value lives in the instance's `__dict__`.
    """
    slot = f'_cached_property_{id(func)}'
    name = _func_name(func)

    def get(self):
        value = getattr(self, slot, _NOT_FOUND)
        if value is _NOT_FOUND:
            value = func(self)
            setattr(self, slot, value)
        return value

    def set(self, value):
        setattr(self, slot, value)

    def delete(self):
        if getattr(self, slot, _NOT_FOUND) is _NOT_FOUND:
            raise AttributeError(f"'{_type_name(self)}' object has no attribute '{name}'")
        delattr(self, slot)

    return property(get, set, delete)


########################################################################
#  singledispatch
########################################################################

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
        if func is None:
            if isinstance(cls, type):
                return lambda f: register(cls, f)
            raise NotImplementedError(
                'register() from type annotations is not supported by ophis: '
                'use @register(some_class)')
        if not isinstance(cls, type):
            raise TypeError(f'Invalid first argument to `register()`. {cls!r} is not a class or union type.')
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
    return wrapper
