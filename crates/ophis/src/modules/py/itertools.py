"""Functions creating iterators for efficient looping (the `itertools` module), for ophis.

Every iterator is lazy, as in CPython, and a class, as CPython's are: its `__new__` checks the
arguments and calls iter() on its inputs, so that argument errors surface when the iterator
is created, not when it is first advanced; its state is in attributes, which its native
`__next__` (`_itertools`) steps as CPython's C code does, and which `__reduce__` and
`__setstate__` give and take as CPython's do (so copy.copy and copy.deepcopy work), and it
can be subclassed. The combinatoric iterators compute each tuple natively too. Argument errors reproduce CPython's
messages, which come in two styles: positional-only functions (`takewhile expected 2
arguments, got 1`) and Argument Clinic ones (`repeat() missing required argument 'object'
(pos 1)`).
"""

import _itertools as _native
from _ophis_copy import special as _special

_MISSING = object()
_MAXSIZE = 2**63 - 1


def _no_keywords(name, cls, base, kwargs):
    """CPython's `_PyArg_NoKeywords` in the constructors of positional-only iterators: applied
    to the type itself and to subclasses keeping its `__init__` (one with an `__init__` of its
    own takes the keywords there)."""
    if kwargs and _native.keeps_init(cls, base):
        raise TypeError(f'{name}() takes no keyword arguments')


def _check_positional(name, args, lo, hi):
    """CPython's `_PyArg_CheckPositional`, with its messages."""
    n = len(args)
    if n < lo:
        if lo == hi:
            s = '' if lo == 1 else 's'
            raise TypeError(f'{name} expected {lo} argument{s}, got {n}')
        s = '' if lo == 1 else 's'
        raise TypeError(f'{name} expected at least {lo} argument{s}, got {n}')
    if n > hi:
        if lo == hi:
            s = '' if hi == 1 else 's'
            raise TypeError(f'{name} expected {hi} argument{s}, got {n}')
        s = '' if hi == 1 else 's'
        raise TypeError(f'{name} expected at most {hi} argument{s}, got {n}')


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

    def __new__(cls, *args, **kwargs):
        start, step = _clinic('count', args, kwargs, ('start', 'step'), 0, 2)
        if start is _MISSING:
            start = 0
        if step is _MISSING:
            step = 1
        if not _is_number(start) or not _is_number(step):
            raise TypeError('a number is required')
        self = object.__new__(cls)
        self._cur = start
        self._step = step
        return self

    def __iter__(self):
        return self

    __next__ = _native.count_next

    def __reduce__(self):
        # CPython's count keeps a machine-size counter while it can (start an int, step 1),
        # and reduces to (start,) then; else to (start, step).
        cur, step = self._cur, self._step
        if type(step) is int and step == 1 and type(cur) is int and -_MAXSIZE - 1 <= cur < _MAXSIZE:
            return (type(self), (cur,))
        return (type(self), (cur, step))

    def __repr__(self):
        step = self._step
        if type(step) is int and step == 1:
            return f'count({self._cur!r})'
        return f'count({self._cur!r}, {step!r})'


class repeat:
    """repeat(object [,times]): the object, times times or forever."""

    def __new__(cls, *args, **kwargs):
        obj, times = _clinic('repeat', args, kwargs, ('object', 'times'), 1, 2)
        self = object.__new__(cls)
        self._obj = obj
        if times is _MISSING:
            self._left = None
        else:
            times = _as_int(times)
            self._left = times if times > 0 else 0
        return self

    def __iter__(self):
        return self

    __next__ = _native.repeat_next

    def __reduce__(self):
        if self._left is None:
            return (type(self), (self._obj,))
        return (type(self), (self._obj, self._left))

    def __length_hint__(self):
        # An endless repeat has no length: operator.length_hint falls back to its default.
        if self._left is None:
            raise TypeError('len() of unsized object')
        return self._left

    def __repr__(self):
        if self._left is None:
            return f'repeat({self._obj!r})'
        return f'repeat({self._obj!r}, {self._left})'


class cycle:
    """cycle(iterable, /): the items of `_it` (kept in `_saved`), then `_saved` forever."""

    def __new__(cls, *args, **kwargs):
        _no_keywords('cycle', cls, cycle, kwargs)
        _check_positional('cycle', args, 1, 1)
        self = object.__new__(cls)
        self._it = iter(args[0])
        self._saved = []
        self._index = 0
        self._firstpass = False
        return self

    def __iter__(self):
        return self

    __next__ = _native.cycle_next

    def __reduce__(self):
        # As CPython 3.11's: once the input is exhausted, an iterator over the saved items
        # positioned at the current index stands for it.
        if getattr(self, '_it', None) is None:
            it = iter(self._saved)
            for _ in range(self._index):
                next(it)
            return (type(self), (it,), (self._saved, True))
        return (type(self), (self._it,), (self._saved, self._firstpass))

    def __setstate__(self, state):
        if not isinstance(state, tuple):
            raise TypeError('state is not a tuple')
        if len(state) != 2:
            raise TypeError(f'function takes exactly 2 arguments ({len(state)} given)')
        saved, firstpass = state
        if not isinstance(saved, list):
            raise TypeError(f'argument 1 must be list, not {_type_name(saved)}')
        if isinstance(firstpass, float):
            raise TypeError("'float' object cannot be interpreted as an integer")
        firstpass = _as_int(firstpass)
        self._saved = saved
        self._firstpass = firstpass != 0
        self._index = 0


class accumulate:
    """accumulate(iterable, func=None, *, initial=None): running totals."""

    def __new__(cls, *args, **kwargs):
        iterable, func, initial = _clinic(
            'accumulate', args, kwargs, ('iterable', 'func', 'initial'), 1, 2
        )
        self = object.__new__(cls)
        self._it = iter(iterable)
        self._func = None if func is _MISSING else func
        self._initial = None if initial is _MISSING else initial
        return self

    def __iter__(self):
        return self

    __next__ = _native.accumulate_next

    def __reduce__(self):
        # As CPython 3.11's accumulate_reduce: a pending initial value goes back in front of
        # the input; a total of None (not the absent one) is restored by skipping it.
        cls = type(self)
        if self._initial is not None:
            return (cls, (chain((self._initial,), self._it), self._func), None)
        total = getattr(self, '_total', _MISSING)
        if total is None:
            return (cls, (islice(chain((None,), self._it), 1, None), self._func), None)
        return (cls, (self._it, self._func), None if total is _MISSING else total)

    def __setstate__(self, state):
        self._total = state


class chain:
    """chain(*iterables): the items of each iterable in turn."""

    def __new__(cls, *args, **kwargs):
        _no_keywords('chain', cls, chain, kwargs)
        self = object.__new__(cls)
        self._source = iter(args)
        return self

    @classmethod
    def from_iterable(cls, *args, **kwargs):
        if kwargs:
            raise TypeError('chain.from_iterable() takes no keyword arguments')
        if len(args) != 1:
            raise TypeError(f'chain.from_iterable() takes exactly one argument ({len(args)} given)')
        self = object.__new__(cls)
        self._source = iter(args[0])
        return self

    def __iter__(self):
        return self

    __next__ = _native.chain_next

    def __reduce__(self):
        source = getattr(self, '_source', None)
        if source is None:
            return (type(self), ())
        active = getattr(self, '_active', None)
        if active is None:
            return (type(self), (), (source,))
        return (type(self), (), (source, active))

    def __setstate__(self, state):
        if not isinstance(state, tuple):
            raise TypeError('state is not a tuple')
        n = len(state)
        if n < 1 or n > 2:
            if n < 1:
                raise TypeError(f'function takes at least 1 argument ({n} given)')
            raise TypeError(f'function takes at most 2 arguments ({n} given)')
        for it in state:
            if not _native_is_iterator(it):
                raise TypeError('Arguments must be iterators.')
        self._source = state[0]
        if n == 2:
            self._active = state[1]
        elif hasattr(self, '_active'):
            del self._active


def _native_is_iterator(x):
    # PyIter_Check: whether x is an iterator. An iterator answers iter(x) with itself; a
    # value that is iterable but no iterator (a list) answers with a new object.
    try:
        return iter(x) is x
    except TypeError:
        return False


class compress:
    """compress(data, selectors): the items of data whose selector is true."""

    def __new__(cls, *args, **kwargs):
        data, selectors = _clinic('compress', args, kwargs, ('data', 'selectors'), 2, 2)
        self = object.__new__(cls)
        self._data = iter(data)
        self._selectors = iter(selectors)
        return self

    def __iter__(self):
        return self

    __next__ = _native.compress_next

    def __reduce__(self):
        return (type(self), (self._data, self._selectors))


class dropwhile:
    """dropwhile(predicate, iterable, /): the items from the first one predicate rejects."""

    def __new__(cls, *args, **kwargs):
        _no_keywords('dropwhile', cls, dropwhile, kwargs)
        _check_positional('dropwhile', args, 2, 2)
        self = object.__new__(cls)
        self._pred = args[0]
        self._it = iter(args[1])
        self._start = False
        return self

    def __iter__(self):
        return self

    __next__ = _native.dropwhile_next

    def __reduce__(self):
        return (type(self), (self._pred, self._it), int(self._start))

    def __setstate__(self, state):
        self._start = bool(state)


class takewhile:
    """takewhile(predicate, iterable, /): the items until predicate rejects one."""

    def __new__(cls, *args, **kwargs):
        _no_keywords('takewhile', cls, takewhile, kwargs)
        _check_positional('takewhile', args, 2, 2)
        self = object.__new__(cls)
        self._pred = args[0]
        self._it = iter(args[1])
        self._stop = False
        return self

    def __iter__(self):
        return self

    __next__ = _native.takewhile_next

    def __reduce__(self):
        return (type(self), (self._pred, self._it), int(self._stop))

    def __setstate__(self, state):
        self._stop = bool(state)


class filterfalse:
    """filterfalse(function, iterable, /): the items function rejects (None: false items)."""

    def __new__(cls, *args, **kwargs):
        _no_keywords('filterfalse', cls, filterfalse, kwargs)
        _check_positional('filterfalse', args, 2, 2)
        self = object.__new__(cls)
        self._func = args[0]
        self._it = iter(args[1])
        return self

    def __iter__(self):
        return self

    __next__ = _native.filterfalse_next

    def __reduce__(self):
        return (type(self), (self._func, self._it))


class starmap:
    """starmap(function, iterable, /): function(*item) for each item."""

    def __new__(cls, *args, **kwargs):
        _no_keywords('starmap', cls, starmap, kwargs)
        _check_positional('starmap', args, 2, 2)
        self = object.__new__(cls)
        self._func = args[0]
        self._it = iter(args[1])
        return self

    def __iter__(self):
        return self

    __next__ = _native.starmap_next

    def __reduce__(self):
        return (type(self), (self._func, self._it))


class groupby:
    """groupby(iterable, key=None): (key, group) pairs of consecutive equal keys.

    The groups share the underlying iterator: advancing groupby ends the previous group.
    The steps are native and mirror CPython's, so key functions are called at the same
    moments and the same items are consumed.
    """

    def __new__(cls, *args, **kwargs):
        iterable, key = _clinic('groupby', args, kwargs, ('iterable', 'key'), 1, 2)
        if key is _MISSING:
            key = None
        self = object.__new__(cls)
        self._keyfunc = key
        self._it = iter(iterable)
        self._grouper_cls = _grouper
        return self

    def __iter__(self):
        return self

    __next__ = _native.groupby_next

    def __reduce__(self):
        # As CPython 3.11's: the current key and value and the target key, when all are set.
        state = [getattr(self, name, _MISSING) for name in ('_currkey', '_currvalue', '_tgtkey')]
        if _MISSING in state:
            return (type(self), (self._it, self._keyfunc))
        return (type(self), (self._it, self._keyfunc), tuple(state))

    def __setstate__(self, state):
        if not isinstance(state, tuple):
            raise TypeError('state is not a tuple')
        if len(state) != 3:
            raise TypeError(f'function takes exactly 3 arguments ({len(state)} given)')
        self._currkey, self._currvalue, self._tgtkey = state


class _grouper:
    """A group of groupby: valid until groupby advances."""

    def __init__(self, parent, tgtkey):
        self._parent = parent
        self._tgtkey = tgtkey

    def __iter__(self):
        return self

    __next__ = _native.grouper_next

    def __reduce__(self):
        # As CPython's: a group that is no longer current is an empty iterator.
        if getattr(self._parent, '_currgrouper', None) is not self:
            return (iter, ((),))
        return (type(self), (self._parent, self._tgtkey))


def _islice_new(cls, args, kwargs):
    _no_keywords('islice', cls, islice, kwargs)
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
    self = object.__new__(cls)
    self._it = iter(args[0])
    self._next = start
    self._stop = stop
    self._step = step
    self._cnt = 0
    return self


def _ssize_or_minus_one(v):
    if isinstance(v, int):
        return int(v)
    return -1


class islice:
    """islice(iterable, stop) or islice(iterable, start, stop[, step]); its native __next__
    mirrors CPython's islice_next, so that exactly the same items of a shared iterator are
    consumed."""

    def __new__(cls, *args, **kwargs):
        return _islice_new(cls, args, kwargs)

    def __iter__(self):
        return self

    __next__ = _native.islice_next

    def __reduce__(self):
        it = getattr(self, '_it', None)
        if it is None:
            return (type(self), (iter([]), 0), 0)
        return (type(self), (it, self._next, self._stop, self._step), self._cnt)

    def __setstate__(self, state):
        self._cnt = _as_int(state)


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
        first = _new_tee(it, [None], 0, [False])
        copier = first.__copy__
    else:
        first = it
    return (first,) + tuple(copier() for _ in range(n - 1))


def _new_tee(it, link, index, busy):
    # The iterators of one source share a singly linked list of cells `[next, v0, v1, ...]`
    # of up to 57 values each (CPython's teedataobject); each holds the cell it reads and how
    # many of its values it has read, so a cell is freed once every iterator has passed it.
    # `busy` (shared too) is set while the source runs, so that a source which reads a tee
    # iterator of its own is refused, as CPython refuses it.
    t = object.__new__(_tee)
    t._it = it
    t._link = link
    t._index = index
    t._busy = busy
    return t


class _tee:
    """Iterator wrapped to make it copyable."""

    def __new__(cls, *args, **kwargs):
        _posonly('_tee', args, kwargs, 1, 1)
        it = iter(args[0])
        if isinstance(it, _tee):
            return it.__copy__()
        return _new_tee(it, [None], 0, [False])

    def __iter__(self):
        return self

    __next__ = _native.tee_next

    def __copy__(self):
        return _new_tee(self._it, self._link, self._index, self._busy)

    # As CPython's: a tee over an empty tuple, then the shared state restored (copy.deepcopy
    # copies that state, the source iterator included).
    def __reduce__(self):
        return (_tee, ((),), (self._it, self._link, self._index, self._busy))

    def __setstate__(self, state):
        self._it, self._link, self._index, self._busy = state


class zip_longest:
    """zip_longest(*iterables, fillvalue=None): tuples until the longest input ends."""

    def __new__(cls, *args, **kwargs):
        fillvalue = None
        if kwargs:
            if len(kwargs) == 1 and 'fillvalue' in kwargs:
                fillvalue = kwargs['fillvalue']
            else:
                raise TypeError('zip_longest() got an unexpected keyword argument')
        self = object.__new__(cls)
        self._iters = [iter(a) for a in args]
        self._active = len(args)
        self._fill = fillvalue
        return self

    def __iter__(self):
        return self

    __next__ = _native.zip_longest_next

    def __reduce__(self):
        # As CPython's: an exhausted input stands as an empty tuple.
        iters = getattr(self, '_iters', None) or []
        args = tuple(() if it is None else it for it in iters)
        return (type(self), args, self._fill)

    def __setstate__(self, state):
        self._fill = state


def _combinatoric_init(self, kind, pool, r):
    """The state product, permutations, combinations and combinations_with_replacement share,
    which their native `__next__` steps: each tuple is computed from `_indices` (and
    `_cycles`), in CPython's order; `_done` once exhausted."""
    self._kind = kind
    self._pool = pool
    self._r = r
    self._indices = None
    self._cycles = None
    self._done = False


def _iter_self(self):
    return self


def _index_arg(v):
    """PyLong_AsSsize_t, with its TypeError."""
    if isinstance(v, int):
        return int(v)
    raise TypeError(f"'{_type_name(v)}' object cannot be interpreted as an integer")


class product:
    """product(*iterables, repeat=1): the Cartesian product."""

    __iter__ = _iter_self
    __next__ = _native.combination_next

    def __new__(cls, *args, **kwargs):
        self = object.__new__(cls)
        _combinatoric_init(self, 'product', _product_pools(args, kwargs), 0)
        return self

    def __reduce__(self):
        if self._done:
            return (type(self), ((),))
        if self._indices is None:
            return (type(self), self._pool)
        return (type(self), self._pool, tuple(self._indices))

    def __setstate__(self, state):
        # As CPython's product_setstate: the indices are clamped to the pools, and an empty
        # pool ends the iterator.
        pools = self._pool
        if not isinstance(state, tuple) or len(state) != len(pools):
            raise ValueError('invalid arguments')
        indices = []
        for i, pool in enumerate(pools):
            index = _index_arg(state[i])
            if not pool:
                self._done = True
                return
            if index < 0:
                index = 0
            elif index > len(pool) - 1:
                index = len(pool) - 1
            indices.append(index)
        self._indices = indices


def _product_pools(args, kwargs):
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
    return tuple(pools)


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


class permutations:
    """permutations(iterable, r=None): r-length orderings of the items."""

    __iter__ = _iter_self
    __next__ = _native.combination_next

    def __new__(cls, *args, **kwargs):
        iterable, r = _clinic('permutations', args, kwargs, ('iterable', 'r'), 1, 2)
        pool = tuple(iterable)
        if r is _MISSING or r is None:
            r = len(pool)
        else:
            r = _r_arg(r, True)
        self = object.__new__(cls)
        _combinatoric_init(self, 'permutations', pool, r)
        return self

    def __reduce__(self):
        cls = type(self)
        if self._indices is None:
            return (cls, (self._pool, self._r))
        if self._done:
            return (cls, ((), self._r))
        return (cls, (self._pool, self._r), (tuple(self._indices), tuple(self._cycles)))

    def __setstate__(self, state):
        # As CPython's permutations_setstate: indices clamped to the pool, cycles to 1..n-i.
        if not isinstance(state, tuple):
            raise TypeError('state is not a tuple')
        if len(state) != 2:
            raise TypeError(f'function takes exactly 2 arguments ({len(state)} given)')
        indices, cycles = state
        for x in state:
            if not isinstance(x, tuple):
                raise TypeError(f'argument must be tuple, not {_type_name(x)}')
        n = len(self._pool)
        if len(indices) != n or len(cycles) != self._r:
            raise ValueError('invalid arguments')
        new_indices = []
        for x in indices:
            index = _index_arg(x)
            new_indices.append(0 if index < 0 else min(index, n - 1))
        new_cycles = []
        for i, x in enumerate(cycles):
            index = _index_arg(x)
            new_cycles.append(1 if index < 1 else min(index, n - i))
        self._indices = new_indices
        self._cycles = new_cycles


class combinations:
    """combinations(iterable, r): r-length subsequences of the items."""

    __iter__ = _iter_self
    __next__ = _native.combination_next

    def __new__(cls, *args, **kwargs):
        iterable, r = _clinic('combinations', args, kwargs, ('iterable', 'r'), 2, 2)
        r = _r_arg(r, False)
        self = object.__new__(cls)
        _combinatoric_init(self, 'combinations', tuple(iterable), r)
        return self

    def __reduce__(self):
        return _combination_reduce(self)

    def __setstate__(self, state):
        # As CPython's combinations_setstate: index i is clamped to 0..i+n-r.
        n = len(self._pool)
        _combination_setstate(self, state, lambda i: i + n - self._r)


class combinations_with_replacement:
    """combinations_with_replacement(iterable, r): r-length subsequences, items repeating."""

    __iter__ = _iter_self
    __next__ = _native.combination_next

    def __new__(cls, *args, **kwargs):
        iterable, r = _clinic(
            'combinations_with_replacement', args, kwargs, ('iterable', 'r'), 2, 2
        )
        r = _r_arg(r, False)
        self = object.__new__(cls)
        _combinatoric_init(self, 'cwr', tuple(iterable), r)
        return self

    def __reduce__(self):
        return _combination_reduce(self)

    def __setstate__(self, state):
        # As CPython's cwr_setstate: every index is clamped to the pool.
        n = len(self._pool)
        _combination_setstate(self, state, lambda i: n - 1)


def _combination_reduce(self):
    cls = type(self)
    if self._indices is None:
        return (cls, (self._pool, self._r))
    if self._done:
        return (cls, ((), self._r))
    return (cls, (self._pool, self._r), tuple(self._indices))


def _combination_setstate(self, state, highest):
    if not isinstance(state, tuple) or len(state) != self._r:
        raise ValueError('invalid arguments')
    indices = []
    for i, x in enumerate(state):
        index = _index_arg(x)
        top = highest(i)
        indices.append(top if index > top else (0 if index < 0 else index))
    self._indices = indices


class pairwise:
    """pairwise(iterable, /): successive overlapping pairs; not picklable, as in CPython."""

    def __new__(cls, *args, **kwargs):
        _no_keywords('pairwise', cls, pairwise, kwargs)
        _check_positional('pairwise', args, 1, 1)
        self = object.__new__(cls)
        self._it = iter(args[0])
        return self

    def __iter__(self):
        return self

    __next__ = _native.pairwise_next

    def __reduce__(self):
        raise TypeError(f"cannot pickle '{_qualified_name(self)}' object")


def _qualified_name(obj):
    name = _type_name(obj)
    return 'itertools.' + name if type(obj) is pairwise else name
