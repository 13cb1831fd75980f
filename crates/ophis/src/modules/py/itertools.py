"""Functions creating iterators for efficient looping (the `itertools` module), for ophis.

Every iterator is lazy, as in CPython: most are generators, built by a plain function that
first checks the arguments and calls iter() on its inputs, so that argument errors surface
when the iterator is created, not when it is first advanced. count, repeat and groupby are
classes (their reprs and their behaviour need state). The combinatoric iterators compute
each tuple natively (`_itertools`), since they produce many items per input. Argument errors reproduce CPython's
messages, which come in two styles: positional-only functions (`takewhile expected 2
arguments, got 1`) and Argument Clinic ones (`repeat() missing required argument 'object'
(pos 1)`).
"""

import _itertools as _native
from _ophis_copy import special as _special

_MISSING = object()


class _Combinatoric:
    """The state of product/permutations/combinations/combinations_with_replacement.

    iter() of it calls its native __getitem__ until IndexError; each call computes the
    next tuple from `_indices` (and `_cycles`), in CPython's order.
    """

    __getitem__ = _native.next_combination

    def __init__(self, kind, pool, r):
        self._kind = kind
        self._pool = pool
        self._r = r
        self._indices = None
        self._cycles = None
        self._done = False


def _type_name(obj):
    r = repr(type(obj))
    if r.startswith("<class '") and r.endswith("'>"):
        r = r[8:-2]
    return r.rpartition('.')[2]


def _posonly(fname, args, kwargs, lo, hi, kwname=None):
    """Checks a positional-only call, with CPython's messages."""
    if kwargs:
        raise TypeError(f'{kwname or fname}() takes no keyword arguments')
    n = len(args)
    if lo == hi:
        if n != lo:
            s = '' if lo == 1 else 's'
            raise TypeError(f'{fname} expected {lo} argument{s}, got {n}')
    elif n < lo:
        s = '' if lo == 1 else 's'
        raise TypeError(f'{fname} expected at least {lo} argument{s}, got {n}')
    elif n > hi:
        s = '' if hi == 1 else 's'
        raise TypeError(f'{fname} expected at most {hi} argument{s}, got {n}')


def _clinic(fname, args, kwargs, names, minpos, maxpos):
    """Binds a call the way CPython's Argument Clinic does, with its error messages.

    `names` are all parameter names (positional ones first, then keyword-only ones);
    parameters not given come back as _MISSING.
    """
    nargs = len(args)
    nkw = len(kwargs)
    maxargs = len(names)
    if nargs + nkw > maxargs:
        kw = 'keyword ' if nargs == 0 else ''
        s = '' if maxargs == 1 else 's'
        raise TypeError(f'{fname}() takes at most {maxargs} {kw}argument{s} ({nargs + nkw} given)')
    if nargs > maxpos:
        if maxpos == 0:
            raise TypeError(f'{fname}() takes no positional arguments')
        how = 'at most' if minpos < maxpos else 'exactly'
        s = '' if maxpos == 1 else 's'
        raise TypeError(f'{fname}() takes {how} {maxpos} positional argument{s} ({nargs} given)')
    out = list(args)
    left = nkw
    for i in range(nargs, maxargs):
        name = names[i]
        if name in kwargs:
            out.append(kwargs[name])
            left -= 1
        else:
            if i < minpos:
                raise TypeError(f"{fname}() missing required argument '{name}' (pos {i + 1})")
            out.append(_MISSING)
    if left > 0:
        for i in range(nargs):
            if names[i] in kwargs:
                raise TypeError(f"argument for {fname}() given by name ('{names[i]}') and position ({i + 1})")
        for key in kwargs:
            if key not in names:
                raise TypeError(f"'{key}' is an invalid keyword argument for {fname}()")
    return out


def _as_int(v):
    """An integer argument, with the TypeError of PyNumber_AsSsize_t."""
    if isinstance(v, int):
        return int(v)
    raise TypeError(f"'{_type_name(v)}' object cannot be interpreted as an integer")


def _is_number(v):
    if isinstance(v, (int, float, complex)):
        return True
    if isinstance(v, (str, bytes, list, tuple, dict, set, frozenset)) or v is None:
        return False
    try:
        v + 0
    except TypeError:
        return False
    return True


class count:
    """count(start=0, step=1): start, start+step, start+2*step, ..."""

    def __init__(self, *args, **kwargs):
        start, step = _clinic('count', args, kwargs, ('start', 'step'), 0, 2)
        if start is _MISSING:
            start = 0
        if step is _MISSING:
            step = 1
        if not _is_number(start) or not _is_number(step):
            raise TypeError('a number is required')
        self._cur = start
        self._step = step

    def __iter__(self):
        return self

    __next__ = _native.count_next

    def __repr__(self):
        step = self._step
        if type(step) is int and step == 1:
            return f'count({self._cur!r})'
        return f'count({self._cur!r}, {step!r})'


class repeat:
    """repeat(object [,times]): the object, times times or forever."""

    def __init__(self, *args, **kwargs):
        obj, times = _clinic('repeat', args, kwargs, ('object', 'times'), 1, 2)
        self._obj = obj
        if times is _MISSING:
            self._left = None
        else:
            times = _as_int(times)
            self._left = times if times > 0 else 0

    def __iter__(self):
        return self

    __next__ = _native.repeat_next

    def __length_hint__(self):
        # An endless repeat has no length: operator.length_hint falls back to its default.
        if self._left is None:
            raise TypeError('len() of unsized object')
        return self._left

    def __repr__(self):
        if self._left is None:
            return f'repeat({self._obj!r})'
        return f'repeat({self._obj!r}, {self._left})'


def cycle(*args, **kwargs):
    _posonly('cycle', args, kwargs, 1, 1)
    return _Cycle(iter(args[0]))


class _Cycle:
    """cycle's iterator: the items of `_it` (kept in `_saved`), then `_saved` forever."""

    def __init__(self, it):
        self._it = it
        self._saved = []
        self._index = 0

    def __iter__(self):
        return self

    __next__ = _native.cycle_next


def accumulate(*args, **kwargs):
    iterable, func, initial = _clinic('accumulate', args, kwargs, ('iterable', 'func', 'initial'), 1, 2)
    if func is _MISSING:
        func = None
    if initial is _MISSING:
        initial = None
    return _accumulate(iter(iterable), func, initial)


def _accumulate(it, func, initial):
    total = initial
    if initial is None:
        try:
            total = next(it)
        except StopIteration:
            return
    yield total
    if func is None:
        for element in it:
            total = total + element
            yield total
    else:
        for element in it:
            total = func(total, element)
            yield total


def chain(*iterables, **kwargs):
    if kwargs:
        raise TypeError('chain() takes no keyword arguments')
    return _chain(iterables)


def _chain(iterables):
    for it in iterables:
        for element in it:
            yield element


def _from_iterable(*args, **kwargs):
    if kwargs or len(args) != 1:
        if kwargs:
            raise TypeError('chain.from_iterable() takes no keyword arguments')
        raise TypeError(f'chain.from_iterable() takes exactly one argument ({len(args)} given)')
    return _chain_from(iter(args[0]))


def _chain_from(iterables):
    for it in iterables:
        for element in it:
            yield element


# `chain.from_iterable` is an attribute of the chain function (ophis functions accept
# attribute assignment), standing in for CPython's classmethod.
chain.from_iterable = _from_iterable


def compress(*args, **kwargs):
    data, selectors = _clinic('compress', args, kwargs, ('data', 'selectors'), 2, 2)
    return _compress(iter(data), iter(selectors))


def _compress(data, selectors):
    for d, s in zip(data, selectors):
        if s:
            yield d


def dropwhile(*args, **kwargs):
    _posonly('dropwhile', args, kwargs, 2, 2)
    return _dropwhile(args[0], iter(args[1]))


def _dropwhile(predicate, it):
    for x in it:
        if not predicate(x):
            yield x
            break
    for x in it:
        yield x


def takewhile(*args, **kwargs):
    _posonly('takewhile', args, kwargs, 2, 2)
    return _takewhile(args[0], iter(args[1]))


def _takewhile(predicate, it):
    for x in it:
        if predicate(x):
            yield x
        else:
            break


def filterfalse(*args, **kwargs):
    _posonly('filterfalse', args, kwargs, 2, 2)
    return _filterfalse(args[0], iter(args[1]))


def _filterfalse(predicate, it):
    if predicate is None:
        for x in it:
            if not x:
                yield x
    else:
        for x in it:
            if not predicate(x):
                yield x


def starmap(*args, **kwargs):
    _posonly('starmap', args, kwargs, 2, 2)
    return _starmap(args[0], iter(args[1]))


def _starmap(function, it):
    for args in it:
        if type(args) is not tuple:
            # CPython converts each item with tuple(), hence its "not iterable" error.
            args = tuple(args)
        yield function(*args)


class groupby:
    """groupby(iterable, key=None): (key, group) pairs of consecutive equal keys.

    The groups share the underlying iterator: advancing groupby ends the previous group.
    The steps are native and mirror CPython's, so key functions are called at the same
    moments and the same items are consumed.
    """

    def __init__(self, *args, **kwargs):
        iterable, key = _clinic('groupby', args, kwargs, ('iterable', 'key'), 1, 2)
        if key is _MISSING:
            key = None
        self._keyfunc = key
        self._it = iter(iterable)
        self._grouper_cls = _grouper

    def __iter__(self):
        return self

    __next__ = _native.groupby_next


class _grouper:
    """A group of groupby: valid until groupby advances."""

    def __init__(self, parent, tgtkey):
        self._parent = parent
        self._tgtkey = tgtkey

    def __iter__(self):
        return self

    __next__ = _native.grouper_next


def islice(*args, **kwargs):
    if kwargs:
        raise TypeError('islice() takes no keyword arguments')
    n = len(args)
    if n < 2:
        raise TypeError(f'islice expected at least 2 arguments, got {n}')
    if n > 4:
        raise TypeError(f'islice expected at most 4 arguments, got {n}')
    stop_msg = 'Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.'
    start = 0
    stop = None
    step = 1
    # The checks and their order follow CPython's islice_new, including its quirk that
    # -1 is reported as a bad stop argument while other negative numbers are bad indices.
    if n == 2:
        if args[1] is not None:
            stop = _ssize_or_minus_one(args[1])
            if stop == -1:
                raise ValueError(stop_msg)
    else:
        if args[1] is not None:
            start = _ssize_or_minus_one(args[1])
        if args[2] is not None:
            stop = _ssize_or_minus_one(args[2])
            if stop == -1:
                raise ValueError(stop_msg)
    if start < 0 or (stop is not None and stop < -1):
        raise ValueError('Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.')
    if n == 4 and args[3] is not None:
        step = _ssize_or_minus_one(args[3])
    if step < 1:
        raise ValueError('Step for islice() must be a positive integer or None.')
    return _Islice(iter(args[0]), start, stop, step)


def _ssize_or_minus_one(v):
    if isinstance(v, int):
        return int(v)
    return -1


class _Islice:
    """islice's iterator; its native __next__ mirrors CPython's islice_next, so that
    exactly the same items of a shared iterator are consumed."""

    def __init__(self, it, start, stop, step):
        self._it = it
        self._next = start
        self._stop = stop
        self._step = step
        self._cnt = 0

    def __iter__(self):
        return self

    __next__ = _native.islice_next


def tee(*args, **kwargs):
    _posonly('tee', args, kwargs, 1, 2, kwname='itertools.tee')
    n = 2
    if len(args) == 2:
        n = _as_int(args[1])
    if n < 0:
        raise ValueError('n must be >= 0')
    it = iter(args[0])
    if n == 0:
        return ()
    # As CPython: an iterator that can copy itself (a tee iterator) is passed through, and
    # the others are copies of the first.
    copier = _special(it, '__copy__')
    if copier is None:
        first = _new_tee(it, [None, None], [False])
        copier = first.__copy__
    else:
        first = it
    return (first,) + tuple(copier() for _ in range(n - 1))


def _new_tee(it, link, busy):
    # The iterators of one source share a singly linked list of [value, next] cells; each
    # holds the cell it read last, so consumed cells are freed once every iterator has passed
    # them. `busy` (shared too) is set while the source runs, so that a source which reads a
    # tee iterator of its own is refused, as CPython refuses it.
    t = object.__new__(_tee)
    t._it = it
    t._link = link
    t._busy = busy
    return t


class _tee:
    """Iterator wrapped to make it copyable."""

    def __new__(cls, *args, **kwargs):
        _posonly('_tee', args, kwargs, 1, 1)
        it = iter(args[0])
        if isinstance(it, _tee):
            return it.__copy__()
        return _new_tee(it, [None, None], [False])

    def __iter__(self):
        return self

    __next__ = _native.tee_next

    def __copy__(self):
        return _new_tee(self._it, self._link, self._busy)

    # As CPython's: a tee over an empty tuple, then the shared state restored (copy.deepcopy
    # copies that state, the source iterator included).
    def __reduce__(self):
        return (_tee, ((),), (self._it, self._link, self._busy))

    def __setstate__(self, state):
        self._it, self._link, self._busy = state


def zip_longest(*args, **kwargs):
    fillvalue = None
    if kwargs:
        if len(kwargs) == 1 and 'fillvalue' in kwargs:
            fillvalue = kwargs['fillvalue']
        else:
            raise TypeError('zip_longest() got an unexpected keyword argument')
    return _ZipLongest([iter(a) for a in args], fillvalue)


class _ZipLongest:
    def __init__(self, iterators, fillvalue):
        self._iters = iterators
        self._active = len(iterators)
        self._fill = fillvalue

    def __iter__(self):
        return self

    __next__ = _native.zip_longest_next


def product(*args, **kwargs):
    repeat = 1
    if kwargs:
        if len(kwargs) > 1:
            raise TypeError(f'product() takes at most 1 keyword argument ({len(kwargs)} given)')
        for key in kwargs:
            if key != 'repeat':
                raise TypeError(f"'{key}' is an invalid keyword argument for product()")
        repeat = _as_int(kwargs['repeat'])
        if repeat < 0:
            raise ValueError('repeat argument cannot be negative')
    pools = [tuple(pool) for pool in args] * repeat
    return iter(_Combinatoric('product', tuple(pools), 0))




def _r_arg(r, strict):
    # permutations() insists on an int (`Expected int as r`); combinations() converts r
    # like any Py_ssize_t argument.
    if not isinstance(r, int):
        if strict:
            raise TypeError('Expected int as r')
        raise TypeError(f"'{_type_name(r)}' object cannot be interpreted as an integer")
    r = int(r)
    if r < 0:
        raise ValueError('r must be non-negative')
    return r


def permutations(*args, **kwargs):
    iterable, r = _clinic('permutations', args, kwargs, ('iterable', 'r'), 1, 2)
    pool = tuple(iterable)
    if r is _MISSING or r is None:
        r = len(pool)
    else:
        r = _r_arg(r, True)
    return iter(_Combinatoric('permutations', pool, r))




def combinations(*args, **kwargs):
    iterable, r = _clinic('combinations', args, kwargs, ('iterable', 'r'), 2, 2)
    r = _r_arg(r, False)
    return iter(_Combinatoric('combinations', tuple(iterable), r))




def combinations_with_replacement(*args, **kwargs):
    iterable, r = _clinic('combinations_with_replacement', args, kwargs, ('iterable', 'r'), 2, 2)
    r = _r_arg(r, False)
    return iter(_Combinatoric('cwr', tuple(iterable), r))




def pairwise(*args, **kwargs):
    _posonly('pairwise', args, kwargs, 1, 1)
    return _pairwise(iter(args[0]))


def _pairwise(it):
    try:
        a = next(it)
    except StopIteration:
        return
    for b in it:
        yield (a, b)
        a = b
