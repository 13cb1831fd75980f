# Kept whole, above the 1,500-line limit for hand-written files: this is a port of one CPython
# file, Lib/collections/__init__.py (1,574 lines in 3.11; `collections.abc` is separate, as
# here, in collections__abc.py), kept in one file as upstream keeps it, so that it can be
# diffed against upstream (its classes are in another order than upstream's).
# It also holds deque and defaultdict, which CPython writes in C (`_collections`); ophis's
# `_collections` is the native helper this module imports.
"""Container datatypes (the `collections` module), written for ophis.

Counter, OrderedDict and defaultdict are subclasses of dict, as in CPython. deque is a
class of its own over a Python list with a moving head, so that both ends are amortized
O(1). namedtuple builds a class with `type()`, but, because ophis cannot yet create a tuple
subclass from several positional arguments (no `__new__`), the class emulates a tuple
instead of deriving from one: see the note above `namedtuple`.

As in CPython, the hot paths are native (`_collections`): deque's append/pop/indexing/
iteration methods, Counter's counting loop, and namedtuple's __init__ and field getters.
Written in Python they would cost dozens of evaluated nodes per call, each counted against
the sandbox's operation limit.

Library code in ophis may not read dunder attributes (`__class__`, `__name__`, ...), so the
names printed by reprs are recovered from `repr(type(x))`.
"""

import _collections as _native
import _ophis_namedtuple

# CPython's `types.GenericAlias`, which `__class_getitem__` makes (`deque[int]`).
_GenericAlias = type(list[int])

_KEYWORDS = frozenset([
    'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class',
    'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global',
    'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise',
    'return', 'try', 'while', 'with', 'yield',
])


def _type_name(obj):
    """The `__name__` of `type(obj)`, read from the class's repr (`<class 'mod.Name'>`)."""
    r = repr(type(obj))
    if r.startswith("<class '") and r.endswith("'>"):
        r = r[8:-2]
    return r.rpartition('.')[2]


def _is_mapping(obj):
    # CPython asks `isinstance(obj, collections.abc.Mapping)`; the mappings ophis has are
    # dicts (and their subclasses) and ChainMap.
    return isinstance(obj, (dict, ChainMap))


def _dunder_index(v):
    """`v.__index__()` when its type has one (CPython's `PyNumber_Index`), else None."""
    f = getattr(type(v), "__index__", None)
    if f is None:
        return None
    i = f(v)
    if not isinstance(i, int):
        raise TypeError(f"__index__ returned non-int (type {_type_name(i)})")
    return i


def _index(i):
    """An integer index, or CPython's TypeError for sequence indices."""
    if isinstance(i, int):
        return i
    j = _dunder_index(i)
    if j is None:
        raise TypeError(f"sequence index must be integer, not '{_type_name(i)}'")
    return j


def _count_elements(mapping, iterable):
    # The native loop handles dicts and dict subclasses that keep dict's get and
    # __setitem__ (such as Counter); any other mapping is counted here.
    if _native.count_elements(mapping, iterable):
        return
    get = mapping.get
    for elem in iterable:
        mapping[elem] = get(elem, 0) + 1


########################################################################
#  Counter
########################################################################

class Counter(dict):
    """Dict subclass for counting hashable items."""

    __class_getitem__ = classmethod(_GenericAlias)

    def __init__(self, iterable=None, /, **kwds):
        super().__init__()
        self.update(iterable, **kwds)

    def __missing__(self, key):
        # The count of elements not in the Counter is zero.
        return 0

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        # sorted() is stable, so equal counts keep their insertion order, which is also
        # what heapq.nlargest (CPython's path when n is given) guarantees.
        items = sorted(self.items(), key=_second, reverse=True)
        if n is None:
            return items
        if n <= 0:
            return []
        return items[:n]

    def elements(self):
        for elem, count in self.items():
            for _ in range(count):
                yield elem

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError('Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        if iterable is not None:
            if _is_mapping(iterable):
                if self:
                    get = self.get
                    for elem, count in iterable.items():
                        self[elem] = count + get(elem, 0)
                else:
                    # Like CPython: an empty Counter takes the mapping's counts as they are.
                    super().update(iterable)
            else:
                _count_elements(self, iterable)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        if iterable is not None:
            get = self.get
            if _is_mapping(iterable):
                for elem, count in iterable.items():
                    self[elem] = get(elem, 0) - count
            else:
                for elem in iterable:
                    self[elem] = get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return type(self)(self)

    def __copy__(self):
        return type(self)(self)

    def __delitem__(self, elem):
        # Unlike dict, deleting a missing element is not an error.
        if elem in self:
            super().pop(elem)

    def __repr__(self):
        if not self:
            return f'{_type_name(self)}()'
        try:
            d = dict(self.most_common())
        except TypeError:
            d = dict(self)
        return f'{_type_name(self)}({d!r})'

    # Comparisons treat missing elements as having zero counts (Python 3.10+).
    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] == other[e] for c in (self, other) for e in c)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] <= other[e] for c in (self, other) for e in c)

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] >= other[e] for c in (self, other) for e in c)

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count + other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count - other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count < 0:
                result[elem] = 0 - count
        return result

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = other_count if count < other_count else count
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = count if count < other_count else other_count
            if newcount > 0:
                result[elem] = newcount
        return result

    def __pos__(self):
        result = Counter()
        for elem, count in self.items():
            if count > 0:
                result[elem] = count
        return result

    def __neg__(self):
        result = Counter()
        for elem, count in self.items():
            if count < 0:
                result[elem] = 0 - count
        return result

    def _keep_positive(self):
        nonpositive = [elem for elem, count in self.items() if not count > 0]
        for elem in nonpositive:
            del self[elem]
        return self

    def __iadd__(self, other):
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        for elem, other_count in other.items():
            count = self[elem]
            if other_count > count:
                self[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        for elem, count in self.items():
            other_count = other[elem]
            if other_count < count:
                self[elem] = other_count
        return self._keep_positive()


def _second(pair):
    return pair[1]


########################################################################
#  OrderedDict
########################################################################

# CPython's OrderedDict (Objects/odictobject.c) keeps its order apart from the dict's table:
# a linked list of the keys beside the hash table. Here the order is a second dict, the
# instance's hidden `__order` slot, whose keys are the OrderedDict's keys in order (a Python
# dict keeps insertion order, and deleting and re-adding a key moves it to the end). As in
# CPython, the two can fall out of step when a program calls dict's own methods on an
# OrderedDict (`dict.__delitem__(od, k)`), and then reading the missing key's value raises
# KeyError. The dict's table is kept in the same order too, so that what reads it natively
# (`dict(od)`, `{**od}`, conversion to the host) sees the OrderedDict's order. `__state`
# counts the changes to the order, which the iterators check, as CPython's `od_state`.

class odict_iterator:
    """The iterator over an OrderedDict's keys, values or items (CPython's odictiter)."""

    # As CPython's, whose type is a builtin one (`<class 'odict_iterator'>`).
    __module__ = 'builtins'

    def __init__(self, od, kind, reverse):
        self._od = od
        self._kind = kind
        order = od._OrderedDict__order
        self._keys = reversed(order) if reverse else iter(order)
        self._state = od._OrderedDict__state
        self._size = len(od)

    def __iter__(self):
        return self

    def __next__(self):
        od = self._od
        if od is None:
            raise StopIteration
        if od._OrderedDict__state != self._state:
            # As CPython's odictiter_nextkey: the iterator is exhausted afterwards.
            self._od = None
            raise RuntimeError('OrderedDict mutated during iteration')
        if len(od) != self._size:
            # CPython's makes this state sticky: every later next() raises it again.
            self._size = -1
            raise RuntimeError('OrderedDict changed size during iteration')
        for key in self._keys:
            break
        else:
            self._od = None
            raise StopIteration
        if self._kind == 'keys':
            return key
        # CPython reads the value from the dict's table (not through a subclass's
        # __getitem__), and a key whose value is missing there raises KeyError.
        value = _dict_getitem(od, key)
        if self._kind == 'values':
            return value
        return (key, value)

    def __length_hint__(self):
        od = self._od
        if od is None or self._size < 0:
            return 0
        return len(od._OrderedDict__order)

    def __reduce__(self):
        # CPython's odictiter_reduce: the items not yet produced, as a list's iterator.
        return iter, (list(self),)


_dict_getitem = dict.__getitem__
_dict_setitem = dict.__setitem__
_dict_delitem = dict.__delitem__
_dict_pop = dict.pop
_dict_keys = type({}.keys())
_dict_items = type({}.items())

# The views whose repr is being made, by id (a view inside its own OrderedDict).
_od_view_repr_running = set()


def _all_contained_in(a, b):
    for x in a:
        if x not in b:
            return False
    return True


class _OrderedDictView:
    """The keys/values/items views of an OrderedDict (`odict_keys([...])` and so on)."""

    def __init__(self, od, kind):
        self._od = od
        self._kind = kind

    def _list(self):
        return list(odict_iterator(self._od, self._kind, False))

    def __len__(self):
        return len(self._od)

    def __iter__(self):
        return odict_iterator(self._od, self._kind, False)

    def __reversed__(self):
        return odict_iterator(self._od, self._kind, True)

    def __contains__(self, x):
        if self._kind == 'keys':
            return x in self._od
        if self._kind == 'items':
            # As dict_items' (CPython's odict_items is a subclass of it): a lookup of the
            # pair's key, then a comparison of the values.
            if not isinstance(x, tuple) or len(x) != 2:
                return False
            key, value = x
            od = self._od
            if key not in od:
                return False
            v = _dict_getitem(od, key)
            return v is value or v == value
        return x in self._list()

    def __repr__(self):
        # As CPython's dictview_repr (Py_ReprEnter): a view inside itself shows as `...`.
        key = id(self)
        if key in _od_view_repr_running:
            return '...'
        _od_view_repr_running.add(key)
        try:
            return f'odict_{self._kind}({self._list()!r})'
        finally:
            _od_view_repr_running.discard(key)

    def _set_like(self, other):
        return isinstance(other, (set, frozenset, _dict_keys, _dict_items)) or (
            isinstance(other, _OrderedDictView) and other._kind != 'values')

    def __eq__(self, other):
        # As dict_keys' and dict_items' richcompare (CPython's odict views subclass them):
        # equal to a set-like of the same length that holds the same elements; values
        # views only by identity.
        if self._kind == 'values' or not self._set_like(other):
            return NotImplemented
        return len(self) == len(other) and _all_contained_in(self, other)

    def __ne__(self, other):
        r = self.__eq__(other)
        if r is NotImplemented:
            return r
        return not r

    def _as_set(self):
        if self._kind == 'values':
            raise TypeError("unsupported operand type(s)")
        return set(self._list())

    def __and__(self, other):
        return self._as_set() & set(other)

    def __or__(self, other):
        return self._as_set() | set(other)

    def __sub__(self, other):
        return self._as_set() - set(other)

    def __xor__(self, other):
        return self._as_set() ^ set(other)

    def __rand__(self, other):
        return set(other) & self._as_set()

    def __ror__(self, other):
        return set(other) | self._as_set()

    def __rsub__(self, other):
        return set(other) - self._as_set()

    def __rxor__(self, other):
        return set(other) ^ self._as_set()

    def isdisjoint(self, other):
        return self._as_set().isdisjoint(other)


# The OrderedDicts and deques whose repr is being made, by id (recursive reprs).
_repr_running = set()
# OrderedDict.pop's default when none is given.
_od_marker = object()


def _od_add_pairs(od, pairs):
    # CPython's mutablemapping_add_pairs: each element a sequence of two.
    for pair in pairs:
        pair = tuple(pair)
        n = len(pair)
        if n != 2:
            if n > 2:
                raise ValueError('too many values to unpack (expected 2)')
            raise ValueError(f"need more than {n} value{'s' if n == 0 else ''} to unpack")
        od[pair[0]] = pair[1]


def _od_update(od, args, kwds, name):
    # CPython's mutablemapping_update (OrderedDict.update and __init__): every item is set
    # through `od[key] = value`, so a subclass's __setitem__ sees them.
    if len(args) > 1:
        if name is None:
            raise TypeError(f'expected at most 1 arguments, got {len(args)}')
        raise TypeError(f'{name}() takes at most 1 positional argument ({len(args)} given)')
    if args:
        _od_update_arg(od, args[0])
    if kwds:
        _od_add_pairs(od, kwds.items())


def _od_update_arg(od, arg):
    # CPython's mutablemapping_update_arg.
    if type(arg) is dict:
        _od_add_pairs(od, arg.items())
        return
    keys = getattr(arg, 'keys', None)
    if keys is not None:
        for key in keys():
            od[key] = arg[key]
        return
    items = getattr(arg, 'items', None)
    if items is not None:
        _od_add_pairs(od, items())
        return
    _od_add_pairs(od, arg)


class OrderedDict(dict):
    """Dictionary that remembers insertion order"""

    # The order and its change count are slots, so that `vars(od)` holds only what a
    # program set, as CPython's; `__dict__` keeps instances open to attributes.
    __slots__ = ('_OrderedDict__order', '_OrderedDict__state', '__dict__')

    __class_getitem__ = classmethod(_GenericAlias)

    def __new__(cls, /, *args, **kwds):
        self = dict.__new__(cls)
        self.__order = {}
        self.__state = 0
        return self

    def __init__(self, /, *args, **kwds):
        # Not through self.update: a subclass may override update (CPython's odict_init).
        _od_update(self, args, kwds, None)

    def __setitem__(self, key, value):
        _dict_setitem(self, key, value)
        order = self.__order
        if key not in order:
            order[key] = None
            self.__state += 1

    def __delitem__(self, key):
        _dict_delitem(self, key)
        self.__order.pop(key, None)
        self.__state += 1

    def __iter__(self):
        return odict_iterator(self, 'keys', False)

    def __reversed__(self):
        return odict_iterator(self, 'keys', True)

    def update(self, /, *args, **kwds):
        _od_update(self, args, kwds, 'update')

    def keys(self):
        return _OrderedDictView(self, 'keys')

    def values(self):
        return _OrderedDictView(self, 'values')

    def items(self):
        return _OrderedDictView(self, 'items')

    def clear(self):
        dict.clear(self)
        self.__order.clear()
        self.__state += 1

    def popitem(self, last=True):
        order = self.__order
        if not order:
            raise KeyError('dictionary is empty')
        key = next(reversed(order)) if last else next(iter(order))
        return key, self.__pop(key, _od_marker)

    def __pop(self, key, default):
        # CPython's _odict_popkey: the key leaves the order, then the dict's table, without
        # a subclass's __getitem__ or __delitem__.
        order = self.__order
        if key in order:
            del order[key]
            self.__state += 1
            if default is _od_marker:
                return _dict_pop(self, key)
            return _dict_pop(self, key, default)
        if default is _od_marker:
            raise KeyError(key)
        return default

    def pop(self, key, default=_od_marker):
        return self.__pop(key, default)

    def setdefault(self, key, default=None):
        if key in self:
            return self[key]
        self[key] = default
        return default

    def move_to_end(self, key, last=True):
        order = self.__order
        if key not in order:
            raise KeyError(key)
        # The dict's table follows the order (see above), which costs a rebuild when the
        # key moves to the front.
        value = _dict_pop(self, key)
        del order[key]
        self.__state += 1
        if last:
            order[key] = None
            _dict_setitem(self, key, value)
        else:
            rest = list(order)
            values = [_dict_pop(self, k) for k in rest]
            order.clear()
            order[key] = None
            _dict_setitem(self, key, value)
            for k, v in zip(rest, values):
                order[k] = None
                _dict_setitem(self, k, v)

    def __repr__(self):
        if not len(self):
            return f'{_type_name(self)}()'
        # As CPython's Py_ReprEnter: an OrderedDict inside itself shows as `...`.
        key = id(self)
        if key in _repr_running:
            return '...'
        _repr_running.add(key)
        try:
            if type(self) is OrderedDict:
                pieces = list(odict_iterator(self, 'items', False))
            else:
                pieces = list(self.items())
            return f'{_type_name(self)}({pieces!r})'
        finally:
            _repr_running.discard(key)

    def __getstate__(self):
        # object.__getstate__, without the hidden order slots.
        state = object.__getstate__(self)
        if isinstance(state, tuple):
            state, slots = state
            slots = {k: v for k, v in slots.items() if not k.startswith('_OrderedDict__')}
            if slots:
                return state, slots
        return state

    def __reduce__(self):
        # CPython's: the class, no arguments, the instance's state, and the items.
        state = self.__getstate__()
        if isinstance(state, dict) and not state:
            state = None
        return type(self), (), state, None, iter(self.items())

    def __eq__(self, other):
        return _od_eq(self, other)

    def __ne__(self, other):
        r = _od_eq(self, other)
        if r is NotImplemented:
            return r
        return not r

    def copy(self):
        # CPython's odict_copy: a new instance of the class, filled in this one's order;
        # for a subclass through its __getitem__ and __setitem__.
        new = type(self)()
        if type(self) is OrderedDict:
            for key in list(self.__order):
                new[key] = _dict_getitem(self, key)
        else:
            for key in list(self.__order):
                new[key] = self[key]
        return new

    @classmethod
    def fromkeys(cls, iterable, value=None):
        self = cls()
        for key in iterable:
            self[key] = value
        return self

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self)
        _od_update_arg(new, other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(other)
        _od_update_arg(new, self)
        return new

    def __ior__(self, other):
        _od_update_arg(self, other)
        return self


def _od_eq(self, other):
    # Between two OrderedDicts equality is order-sensitive (CPython's: dict equality, then
    # the keys pairwise in order); with any other dict it is not.
    if not isinstance(other, dict):
        return NotImplemented
    if not dict.__eq__(self, other):
        return False
    if isinstance(other, OrderedDict):
        for k1, k2 in zip(self._OrderedDict__order, other._OrderedDict__order):
            if not (k1 is k2 or k1 == k2):
                return False
    return True


########################################################################
#  defaultdict
########################################################################

class defaultdict(dict):
    """dict subclass that calls a factory function to supply missing values."""

    # As CPython's, an instance has no `__dict__`: the factory is its one member.
    __slots__ = ('default_factory',)
    __class_getitem__ = classmethod(_GenericAlias)

    def __init__(self, default_factory=None, /, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError('first argument must be callable or None')
        super().__init__(*args, **kwargs)
        self.default_factory = default_factory

    def __missing__(self, key):
        factory = self.default_factory
        if factory is None:
            raise KeyError(key)
        value = factory()
        self[key] = value
        return value

    def __repr__(self):
        # CPython's defdict_repr: a factory already being shown (a bound method of this
        # very dict) shows as `...`, and the items are dict's own repr, which shows the dict
        # inside itself as `{...}`.
        factory = self.default_factory
        key = id(factory)
        if key in _repr_running:
            factory_repr = '...'
        else:
            _repr_running.add(key)
            try:
                factory_repr = repr(factory)
            finally:
                _repr_running.discard(key)
        return f'{_type_name(self)}({factory_repr}, {dict.__repr__(self)})'

    def copy(self):
        return type(self)(self.default_factory, self)

    def __copy__(self):
        return type(self)(self.default_factory, self)

    def __reduce__(self):
        # CPython's defdict_reduce: no state, the items as an iterator.
        args = () if self.default_factory is None else (self.default_factory,)
        return (type(self), args, None, None, iter(self.items()))

    @classmethod
    def fromkeys(cls, iterable, value=None):
        self = cls()
        for key in iterable:
            self[key] = value
        return self

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self.default_factory, self)
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self.default_factory, other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self


########################################################################
#  deque
########################################################################

# The slots that hold a deque's own fields (CPython keeps them in C, not in its state).
_DEQUE_FIELDS = frozenset(('_items', '_head', '_maxlen', '_state'))


class deque:
    """A list-like sequence optimized for data accesses near its endpoints.

    The elements are `_items[_head:]`; `_maxlen` is None or the bound, and `_state` counts
    changes of size so that iterators detect mutation as CPython's do. The hot methods are
    builtins from `_collections`, which work on these same attributes.
    """

    # As CPython's deque, an instance has no `__dict__` (a subclass may add one, even by
    # naming it in its own `__slots__`) but takes weak references.
    __slots__ = ('_items', '_head', '_maxlen', '_state', '__weakref__')
    __class_getitem__ = classmethod(_GenericAlias)

    def __init__(self, iterable=(), maxlen=None):
        if maxlen is not None:
            if not isinstance(maxlen, int):
                raise TypeError('an integer is required')
            if maxlen < 0:
                raise ValueError('maxlen must be non-negative')
        self._items = []
        self._head = 0
        self._maxlen = maxlen
        self._state = 0
        self.extend(iterable)

    append = _native.deque_append
    appendleft = _native.deque_appendleft
    pop = _native.deque_pop
    popleft = _native.deque_popleft
    extend = _native.deque_extend
    extendleft = _native.deque_extendleft
    __len__ = _native.deque_len
    __bool__ = _native.deque_bool
    __getitem__ = _native.deque_getitem
    __setitem__ = _native.deque_setitem
    __contains__ = _native.deque_contains

    def __iter__(self):
        return iter(_DequeIterator(self, self._state))

    def __reversed__(self):
        return iter(_DequeReverseIterator(self, self._state))

    @property
    def maxlen(self):
        return self._maxlen

    @maxlen.setter
    def maxlen(self, value):
        raise AttributeError("attribute 'maxlen' of 'collections.deque' objects is not writable")

    def _live(self):
        if self._head:
            return self._items[self._head:]
        return self._items

    def _reset(self, items):
        self._items = items
        self._head = 0

    def clear(self):
        self._state += 1
        self._reset([])

    def copy(self):
        return self._new(self._live())

    def __copy__(self):
        return self._new(self._live())

    def __reduce__(self):
        # CPython's deque_reduce: the type, `()` or `((), maxlen)`, the instance's state (a
        # subclass's `__dict__` and slots; the deque's own fields are not state) and its items.
        state = self.__getstate__()
        if isinstance(state, tuple) and len(state) == 2 and isinstance(state[1], dict):
            own = {k: v for k, v in state[1].items() if k not in _DEQUE_FIELDS}
            state = (state[0], own) if own else state[0]
        if self._maxlen is None:
            return (type(self), (), state, iter(self))
        return (type(self), ((), self._maxlen), state, iter(self))

    def _new(self, items):
        # A copy keeps the type and maxlen, as CPython's deque.copy does.
        if type(self) is deque:
            return deque(items, self._maxlen)
        if self._maxlen is None:
            return type(self)(items)
        return type(self)(items, self._maxlen)

    def count(self, x):
        # As CPython's deque_count: a comparison that changes the deque's size ends the count.
        state = self._state
        n = 0
        for y in self._live():
            if y is x or y == x:
                n += 1
            if self._state != state:
                raise RuntimeError('deque mutated during iteration')
        return n

    def index(self, x, start=0, stop=None):
        # The bounds' __index__ runs first: it can change the deque.
        start = _slice_index(start)
        if stop is not None:
            stop = _slice_index(stop)
        items = self._live()
        n = len(items)
        if start < 0:
            start = max(start + n, 0)
        if stop is None:
            stop = n
        else:
            if stop < 0:
                stop = max(stop + n, 0)
        stop = min(stop, n)
        state = self._state
        i = start
        while i < stop:
            y = items[i]
            if y is x or y == x:
                return i
            if self._state != state:
                raise RuntimeError('deque mutated during iteration')
            i += 1
        raise ValueError(f'{x!r} is not in deque')

    def insert(self, i, x):
        n = len(self)
        if self._maxlen is not None and n >= self._maxlen:
            raise IndexError('deque already at its maximum size')
        i = _index(i)
        if i < 0:
            i = max(i + n, 0)
        if i > n:
            i = n
        self._state += 1
        self._items.insert(self._head + i, x)

    def remove(self, value):
        items = self._live()
        state = self._state
        for i in range(len(items)):
            y = items[i]
            found = y is value or y == value
            # CPython's deque_remove checks the size after the comparison, even a true one.
            if self._state != state:
                raise IndexError('deque mutated during iteration')
            if found:
                self._state += 1
                del self._items[self._head + i]
                if len(self._items) == self._head:
                    self._reset([])
                return
        raise ValueError(f'{value!r} is not in deque')

    def reverse(self):
        live = list(self._live())
        live.reverse()
        self._state += 1
        self._reset(live)

    def rotate(self, n=1):
        n = _int_arg(n)
        size = len(self)
        self._state += 1
        if size <= 1:
            return
        n %= size
        if n:
            live = self._live()
            self._reset(live[-n:] + live[:-n])

    def __delitem__(self, i):
        i = _index(i)
        n = len(self)
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise IndexError('deque index out of range')
        self._state += 1
        del self._items[self._head + i]
        if len(self._items) == self._head:
            self._reset([])

    def __repr__(self):
        name = _type_name(self)
        # As CPython's Py_ReprEnter: a deque inside itself shows as `[...]`.
        key = id(self)
        if key in _repr_running:
            return '[...]'
        _repr_running.add(key)
        try:
            if self._maxlen is None:
                return f'{name}({list(self._live())!r})'
            return f'{name}({list(self._live())!r}, maxlen={self._maxlen})'
        finally:
            _repr_running.discard(key)

    # Mutable, so unhashable (and not `collections.abc.Hashable`); CPython's messages name the
    # C type `collections.deque`.
    __hash__ = None
    __ophis_tp_name__ = 'collections.deque'

    def _cmp_other(self, other, op):
        if isinstance(other, deque):
            return list(other._live())
        if _is_builtin_value(other):
            raise TypeError(f"'{op}' not supported between instances of 'collections.deque' and '{_type_name(other)}'")
        return NotImplemented

    def __eq__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return list(self._live()) == list(other._live())

    def __ne__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return list(self._live()) != list(other._live())

    def __lt__(self, other):
        o = self._cmp_other(other, '<')
        if o is NotImplemented:
            return o
        return list(self._live()) < o

    def __le__(self, other):
        o = self._cmp_other(other, '<=')
        if o is NotImplemented:
            return o
        return list(self._live()) <= o

    def __gt__(self, other):
        o = self._cmp_other(other, '>')
        if o is NotImplemented:
            return o
        return list(self._live()) > o

    def __ge__(self, other):
        o = self._cmp_other(other, '>=')
        if o is NotImplemented:
            return o
        return list(self._live()) >= o

    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError(f'can only concatenate deque (not "{_type_name(other)}") to deque')
        new = self._new(self._live())
        new.extend(list(other._live()))
        return new

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        return self._mul(n)

    def __rmul__(self, n):
        return self._mul(n)

    def _mul(self, n):
        if not isinstance(n, int):
            raise TypeError(f"can't multiply sequence by non-int of type '{_type_name(n)}'")
        live = list(self._live())
        return self._new(live * n if n > 0 else [])

    def __imul__(self, n):
        if not isinstance(n, int):
            raise TypeError(f"can't multiply sequence by non-int of type '{_type_name(n)}'")
        live = list(self._live())
        self._state += 1
        if n <= 0:
            self._reset([])
            return self
        if self._maxlen is not None and len(live) * n > self._maxlen:
            self._reset((live * n)[len(live) * n - self._maxlen:])
        else:
            self._reset(live * n)
        return self


class _DequeIterator:
    """Iteration state of a deque: iter() of it indexes it until IndexError, and each
    step first checks that the deque's size did not change (RuntimeError otherwise)."""

    __getitem__ = _native.deque_iter_item

    def __init__(self, d, state):
        self._deque = d
        self._state = state


class _DequeReverseIterator:
    __getitem__ = _native.deque_reversed_item

    def __init__(self, d, state):
        self._deque = d
        self._state = state


def _slice_index(v):
    if isinstance(v, int):
        return v
    j = _dunder_index(v)
    if j is None:
        raise TypeError('slice indices must be integers or have an __index__ method')
    return j


def _int_arg(v):
    if isinstance(v, int):
        return v
    j = _dunder_index(v)
    if j is None:
        raise TypeError(f"'{_type_name(v)}' object cannot be interpreted as an integer")
    return j


def _is_builtin_value(v):
    # A value of a builtin type: its class repr has no module part.
    r = repr(type(v))
    return '.' not in r


########################################################################
#  namedtuple
########################################################################
#
# As CPython's: a subclass of tuple with a `__new__` taking the fields (native, binding them
# with the messages of CPython's generated `__new__`, which is compiled from source there) and
# a read-only property per field.

def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """Returns a new tuple-like class with named fields."""
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = [str(f) for f in field_names]
    typename = str(typename)

    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if (not name.isidentifier() or name in _KEYWORDS or name.startswith('_')
                    or name in seen):
                field_names[index] = f'_{index}'
            seen.add(name)

    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError('Type names and field names must be strings')
        if not name.isidentifier():
            raise ValueError(f'Type names and field names must be valid identifiers: {name!r}')
        if name in _KEYWORDS:
            raise ValueError(f'Type names and field names cannot be a keyword: {name!r}')

    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError(f'Field names cannot start with an underscore: {name!r}')
        if name in seen:
            raise ValueError(f'Encountered duplicate field name: {name!r}')
        seen.add(name)

    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError('Got more default values than field names')
        field_defaults = dict(reversed(list(zip(reversed(field_names), reversed(defaults)))))
    else:
        defaults = ()

    # CPython takes the module from the caller's frame; the sandbox has no frames, so the
    # caller is taken to be the program's module (library modules pass `module=`).
    return _ophis_namedtuple.make_class(
        typename, tuple(field_names), defaults, field_defaults,
        '__main__' if module is None else module)


########################################################################
#  ChainMap
########################################################################

class ChainMap:
    """A ChainMap groups multiple dicts (or other mappings) together to create a single,
    updateable view: lookups search the maps in order, writes go to the first one."""

    __class_getitem__ = classmethod(_GenericAlias)

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __getitem__(self, key):
        for mapping in self.maps:
            try:
                return mapping[key]
            except KeyError:
                pass
        # Attribute syntax: library code may read the dunder (a subclass may define it).
        return self.__missing__(key)

    def __missing__(self, key):
        raise KeyError(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(set().union(*self.maps))

    def _keys(self):
        d = {}
        for mapping in reversed(self.maps):
            d.update(dict.fromkeys(mapping))
        return list(d)

    def __iter__(self):
        return iter(self._keys())

    def __contains__(self, key):
        return any(key in m for m in self.maps)

    def __bool__(self):
        return any(self.maps)

    def __repr__(self):
        return f'{_type_name(self)}({", ".join(map(repr, self.maps))})'

    def keys(self):
        return _collections_abc.KeysView(self)

    def values(self):
        return _collections_abc.ValuesView(self)

    def items(self):
        return _collections_abc.ItemsView(self)

    def __eq__(self, other):
        if not _is_mapping(other):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    def __ne__(self, other):
        if not _is_mapping(other):
            return NotImplemented
        return dict(self.items()) != dict(other.items())

    @classmethod
    def fromkeys(cls, iterable, *args):
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        return type(self)(self.maps[0].copy(), *self.maps[1:])

    def __copy__(self):
        return self.copy()

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return type(self)(m, *self.maps)

    @property
    def parents(self):
        return type(self)(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}') from None

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError('No keys found in the first mapping.') from None

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}') from None

    def clear(self):
        self.maps[0].clear()

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default

    def update(self, other=(), /, **kwds):
        if _is_mapping(other):
            for key in other:
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def __ior__(self, other):
        self.maps[0].update(other)
        return self

    def __or__(self, other):
        if not _is_mapping(other):
            return NotImplemented
        m = self.copy()
        m.maps[0].update(other)
        return m

    def __ror__(self, other):
        if not _is_mapping(other):
            return NotImplemented
        m = dict(other)
        for child in reversed(self.maps):
            m.update(child)
        return type(self)(m)


class UserList:
    """A list kept in `self.data`, to subclass (CPython's `collections.UserList`)."""

    def __init__(self, initlist=None):
        self.data = []
        if initlist is not None:
            if isinstance(initlist, UserList):
                self.data[:] = initlist.data[:]
            else:
                self.data = list(initlist)

    def _new(self, data):
        # Results of the same class as self, as CPython's `self.__class__(...)`.
        return type(self)(data)

    def __repr__(self):
        return repr(self.data)

    def __lt__(self, other):
        return self.data < _ul_data(other)

    def __le__(self, other):
        return self.data <= _ul_data(other)

    def __eq__(self, other):
        return self.data == _ul_data(other)

    def __gt__(self, other):
        return self.data > _ul_data(other)

    def __ge__(self, other):
        return self.data >= _ul_data(other)

    __hash__ = None

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return iter(self.data)

    def __reversed__(self):
        # CPython's UserList inherits this from collections.abc.Sequence.
        for i in reversed(range(len(self))):
            yield self[i]

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self._new(self.data[i])
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __add__(self, other):
        if isinstance(other, UserList):
            return self._new(self.data + other.data)
        if isinstance(other, type(self.data)):
            return self._new(self.data + other)
        return self._new(self.data + list(other))

    def __radd__(self, other):
        if isinstance(other, UserList):
            return self._new(other.data + self.data)
        if isinstance(other, type(self.data)):
            return self._new(other + self.data)
        return self._new(list(other) + self.data)

    def __iadd__(self, other):
        if isinstance(other, UserList):
            self.data += other.data
        else:
            self.data += list(other)
        return self

    def __mul__(self, n):
        return self._new(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def __copy__(self):
        # CPython copies the instance's `__dict__` and then the list: the copy module's own
        # reconstruction makes the instance (attributes copied, `__init__` not called).
        import copy as _copy
        inst = _copy._reconstruct(self, None, *_copy._reduce_ex(self))
        inst.data = self.data[:]
        return inst

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return self._new(self)

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self, /, *args, **kwds):
        self.data.sort(*args, **kwds)

    def extend(self, other):
        if isinstance(other, UserList):
            self.data.extend(other.data)
        else:
            self.data.extend(other)


def _ul_data(other):
    return other.data if isinstance(other, UserList) else other


# UserDict and UserString are CPython's (Lib/collections/__init__.py), adapted: their ABC
# bases come from collections.abc, imported here, after everything it needs from this
# module exists; `sys.maxsize` is written out (no `sys`); `__missing__` is read with attribute
# syntax and `UserDict.__copy__` reconstructs through the copy module (library code has no
# `hasattr` of dunders, `__new__` or `__dict__`).
import collections.abc as _collections_abc

# CPython's `collections.abc` registers the deque; here this module does it (see there).
_collections_abc.MutableSequence.register(deque)
# CPython's UserList derives from MutableSequence; this one (a plain class, defined before
# collections.abc could be imported) is registered with it, which also makes sequence
# patterns match it and its subclasses.
_collections_abc.MutableSequence.register(UserList)
# CPython's ChainMap is a MutableMapping (its keys(), items() and values() are the ABC's
# views, which the methods above return).
_collections_abc.MutableMapping.register(ChainMap)

_MAXSIZE = 2 ** 63 - 1


class UserDict(_collections_abc.MutableMapping):

    # Start by filling-out the abstract methods
    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        # Attribute syntax: library code may read the dunder, `hasattr` with its name not.
        try:
            missing = self.__class__.__missing__
        except AttributeError:
            missing = None
        if missing is not None:
            return missing(self, key)
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    # Modify __contains__ to work correctly when __missing__ is present
    def __contains__(self, key):
        return key in self.data

    # Now, add the methods in dicts but not in MutableMapping
    def __repr__(self):
        return repr(self.data)

    def __or__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(self.data | other.data)
        if isinstance(other, dict):
            return self.__class__(self.data | other)
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(other.data | self.data)
        if isinstance(other, dict):
            return self.__class__(other | self.data)
        return NotImplemented

    def __ior__(self, other):
        if isinstance(other, UserDict):
            self.data |= other.data
        else:
            self.data |= other
        return self

    def __copy__(self):
        # CPython makes the instance with `__new__` and copies `__dict__`: ophis has neither
        # for library code, so the copy module's own reconstruction makes it (attributes
        # copied, `__init__` not called), and `data` is then a copy of its own.
        import copy as _copy
        inst = _copy._reconstruct(self, None, *_copy._reduce_ex(self))
        inst.data = self.data.copy()
        return inst

    def copy(self):
        if self.__class__ is UserDict:
            return UserDict(self.data.copy())
        import copy
        data = self.data
        try:
            self.data = {}
            c = copy.copy(self)
        finally:
            self.data = data
        c.update(self)
        return c

    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for key in iterable:
            d[key] = value
        return d


################################################################################
##


class UserString(_collections_abc.Sequence):

    def __init__(self, seq):
        if isinstance(seq, str):
            self.data = seq
        elif isinstance(seq, UserString):
            self.data = seq.data[:]
        else:
            self.data = str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __int__(self):
        return int(self.data)

    def __float__(self):
        return float(self.data)

    def __complex__(self):
        return complex(self.data)

    def __hash__(self):
        return hash(self.data)

    def __getnewargs__(self):
        return (self.data[:],)

    def __eq__(self, string):
        if isinstance(string, UserString):
            return self.data == string.data
        return self.data == string

    def __lt__(self, string):
        if isinstance(string, UserString):
            return self.data < string.data
        return self.data < string

    def __le__(self, string):
        if isinstance(string, UserString):
            return self.data <= string.data
        return self.data <= string

    def __gt__(self, string):
        if isinstance(string, UserString):
            return self.data > string.data
        return self.data > string

    def __ge__(self, string):
        if isinstance(string, UserString):
            return self.data >= string.data
        return self.data >= string

    def __contains__(self, char):
        if isinstance(char, UserString):
            char = char.data
        return char in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return self.__class__(self.data[index])

    def __add__(self, other):
        if isinstance(other, UserString):
            return self.__class__(self.data + other.data)
        elif isinstance(other, str):
            return self.__class__(self.data + other)
        return self.__class__(self.data + str(other))

    def __radd__(self, other):
        if isinstance(other, str):
            return self.__class__(other + self.data)
        return self.__class__(str(other) + self.data)

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return self.__class__(self.data % args)

    def __rmod__(self, template):
        return self.__class__(str(template) % self)

    # the following methods are defined in alphabetical order:
    def capitalize(self):
        return self.__class__(self.data.capitalize())

    def casefold(self):
        return self.__class__(self.data.casefold())

    def center(self, width, *args):
        return self.__class__(self.data.center(width, *args))

    def count(self, sub, start=0, end=_MAXSIZE):
        if isinstance(sub, UserString):
            sub = sub.data
        return self.data.count(sub, start, end)

    def removeprefix(self, prefix, /):
        if isinstance(prefix, UserString):
            prefix = prefix.data
        return self.__class__(self.data.removeprefix(prefix))

    def removesuffix(self, suffix, /):
        if isinstance(suffix, UserString):
            suffix = suffix.data
        return self.__class__(self.data.removesuffix(suffix))

    def encode(self, encoding='utf-8', errors='strict'):
        encoding = 'utf-8' if encoding is None else encoding
        errors = 'strict' if errors is None else errors
        return self.data.encode(encoding, errors)

    def endswith(self, suffix, start=0, end=_MAXSIZE):
        return self.data.endswith(suffix, start, end)

    def expandtabs(self, tabsize=8):
        return self.__class__(self.data.expandtabs(tabsize))

    def find(self, sub, start=0, end=_MAXSIZE):
        if isinstance(sub, UserString):
            sub = sub.data
        return self.data.find(sub, start, end)

    def format(self, /, *args, **kwds):
        return self.data.format(*args, **kwds)

    def format_map(self, mapping):
        return self.data.format_map(mapping)

    def index(self, sub, start=0, end=_MAXSIZE):
        return self.data.index(sub, start, end)

    def isalpha(self):
        return self.data.isalpha()

    def isalnum(self):
        return self.data.isalnum()

    def isascii(self):
        return self.data.isascii()

    def isdecimal(self):
        return self.data.isdecimal()

    def isdigit(self):
        return self.data.isdigit()

    def isidentifier(self):
        return self.data.isidentifier()

    def islower(self):
        return self.data.islower()

    def isnumeric(self):
        return self.data.isnumeric()

    def isprintable(self):
        return self.data.isprintable()

    def isspace(self):
        return self.data.isspace()

    def istitle(self):
        return self.data.istitle()

    def isupper(self):
        return self.data.isupper()

    def join(self, seq):
        return self.data.join(seq)

    def ljust(self, width, *args):
        return self.__class__(self.data.ljust(width, *args))

    def lower(self):
        return self.__class__(self.data.lower())

    def lstrip(self, chars=None):
        return self.__class__(self.data.lstrip(chars))

    maketrans = str.maketrans

    def partition(self, sep):
        return self.data.partition(sep)

    def replace(self, old, new, maxsplit=-1):
        if isinstance(old, UserString):
            old = old.data
        if isinstance(new, UserString):
            new = new.data
        return self.__class__(self.data.replace(old, new, maxsplit))

    def rfind(self, sub, start=0, end=_MAXSIZE):
        if isinstance(sub, UserString):
            sub = sub.data
        return self.data.rfind(sub, start, end)

    def rindex(self, sub, start=0, end=_MAXSIZE):
        return self.data.rindex(sub, start, end)

    def rjust(self, width, *args):
        return self.__class__(self.data.rjust(width, *args))

    def rpartition(self, sep):
        return self.data.rpartition(sep)

    def rstrip(self, chars=None):
        return self.__class__(self.data.rstrip(chars))

    def split(self, sep=None, maxsplit=-1):
        return self.data.split(sep, maxsplit)

    def rsplit(self, sep=None, maxsplit=-1):
        return self.data.rsplit(sep, maxsplit)

    def splitlines(self, keepends=False):
        return self.data.splitlines(keepends)

    def startswith(self, prefix, start=0, end=_MAXSIZE):
        return self.data.startswith(prefix, start, end)

    def strip(self, chars=None):
        return self.__class__(self.data.strip(chars))

    def swapcase(self):
        return self.__class__(self.data.swapcase())

    def title(self):
        return self.__class__(self.data.title())

    def translate(self, *args):
        return self.__class__(self.data.translate(*args))

    def upper(self):
        return self.__class__(self.data.upper())

    def zfill(self, width):
        return self.__class__(self.data.zfill(width))
