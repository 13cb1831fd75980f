"""Bisection algorithms (the `bisect` module), written for ophis.

CPython runs the C versions from `_bisect`; the argument handling here follows them: `a`, `x`,
`lo` and `hi` may be given by position or by name, `key` only by name, `lo` and `hi` must be
integers (or objects with `__index__`), `hi=None` (or -1, as in C) means `len(a)`, and the
error messages are the C module's.
"""

from operator import index as _index

_MISSING = object()
_NAMES = ('a', 'x', 'lo', 'hi')
_SSIZE_MAX = 2 ** 63 - 1


def _args(name, args, kwargs):
    """Binds (a, x, lo, hi, key) like the C functions' argument clinic."""
    n = len(args)
    if n > 4:
        raise TypeError('%s() takes at most 4 positional arguments (%d given)' % (name, n))
    values = list(args)
    while len(values) < 4:
        values.append(_MISSING)
    key = None
    for k, v in kwargs.items():
        if k == 'key':
            key = v
        elif k in _NAMES:
            i = _NAMES.index(k)
            if i < n:
                raise TypeError("argument for %s() given by name ('%s') and position (%d)" % (name, k, i + 1))
            values[i] = v
        else:
            raise TypeError("'%s' is an invalid keyword argument for %s()" % (k, name))
    a, x, lo, hi = values
    if a is _MISSING:
        raise TypeError("%s() missing required argument 'a' (pos 1)" % name)
    if x is _MISSING:
        raise TypeError("%s() missing required argument 'x' (pos 2)" % name)
    if lo is _MISSING:
        lo = 0
    else:
        lo = _index(lo)
        if lo > _SSIZE_MAX or lo < -_SSIZE_MAX - 1:
            raise OverflowError('Python int too large to convert to C ssize_t')
    if hi is _MISSING or hi is None:
        hi = -1
    else:
        try:
            hi = _index(hi)
        except TypeError as exc:
            # C reports objects without __index__ in its own words; the type name is taken
            # from index()'s message because type names are not readable in the sandbox.
            msg = str(exc)
            suffix = "' object cannot be interpreted as an integer"
            if msg.startswith("'") and msg.endswith(suffix):
                raise TypeError("argument should be integer or None, not '%s'" % msg[1:-len(suffix)]) from None
            raise
        if hi > _SSIZE_MAX or hi < -_SSIZE_MAX - 1:
            raise OverflowError("cannot fit 'int' into an index-sized integer")
    return a, x, lo, hi, key


def _bisect_right(a, x, lo, hi, key):
    if lo < 0:
        raise ValueError('lo must be non-negative')
    if hi == -1:
        hi = len(a)
    if key is None:
        while lo < hi:
            mid = (lo + hi) // 2
            if x < a[mid]:
                hi = mid
            else:
                lo = mid + 1
    else:
        while lo < hi:
            mid = (lo + hi) // 2
            if x < key(a[mid]):
                hi = mid
            else:
                lo = mid + 1
    return lo


def _bisect_left(a, x, lo, hi, key):
    if lo < 0:
        raise ValueError('lo must be non-negative')
    if hi == -1:
        hi = len(a)
    if key is None:
        while lo < hi:
            mid = (lo + hi) // 2
            if a[mid] < x:
                lo = mid + 1
            else:
                hi = mid
    else:
        while lo < hi:
            mid = (lo + hi) // 2
            if key(a[mid]) < x:
                lo = mid + 1
            else:
                hi = mid
    return lo


def bisect_right(*args, **kwargs):
    """Return the index where to insert item x in list a, assuming a is sorted.

    The return value i is such that all e in a[:i] have e <= x, and all e in a[i:] have
    e > x. Optional args lo (default 0) and hi (default len(a)) bound the slice of a to be
    searched. A custom key function can be supplied to customize the sort order.
    """
    a, x, lo, hi, key = _args('bisect_right', args, kwargs)
    return _bisect_right(a, x, lo, hi, key)


def bisect_left(*args, **kwargs):
    """Return the index where to insert item x in list a, assuming a is sorted.

    The return value i is such that all e in a[:i] have e < x, and all e in a[i:] have
    e >= x. Optional args lo (default 0) and hi (default len(a)) bound the slice of a to be
    searched. A custom key function can be supplied to customize the sort order.
    """
    a, x, lo, hi, key = _args('bisect_left', args, kwargs)
    return _bisect_left(a, x, lo, hi, key)


def insort_right(*args, **kwargs):
    """Insert item x in list a, and keep it sorted assuming a is sorted.

    If x is already in a, insert it to the right of the rightmost x.
    """
    a, x, lo, hi, key = _args('insort_right', args, kwargs)
    if key is None:
        i = _bisect_right(a, x, lo, hi, None)
    else:
        i = _bisect_right(a, key(x), lo, hi, key)
    a.insert(i, x)


def insort_left(*args, **kwargs):
    """Insert item x in list a, and keep it sorted assuming a is sorted.

    If x is already in a, insert it to the left of the leftmost x.
    """
    a, x, lo, hi, key = _args('insort_left', args, kwargs)
    if key is None:
        i = _bisect_left(a, x, lo, hi, None)
    else:
        i = _bisect_left(a, key(x), lo, hi, key)
    a.insert(i, x)


# Create aliases
bisect = bisect_right
insort = insort_right
