"""The class `collections.namedtuple` builds, once its arguments are checked: shared with
`decimal`'s `DecimalTuple`, which would otherwise import `collections` and `collections.abc`
for it (two fifths of the cost of importing decimal).

As CPython's: a subclass of tuple with a `__new__` taking the fields (native, binding them
with the messages of CPython's generated `__new__`, which is compiled from source there) and
a read-only property per field. The functions made here are `collections`' in CPython, so
their `__module__` says so."""

import _collections as _native


def _field_property(index):
    # The getter is a native builtin bound to the index: reading a field is one call.
    get = _native.field_getter(index)

    def set(self, value):
        raise AttributeError("can't set attribute")

    def delete(self):
        raise AttributeError("can't delete attribute")

    set.__module__ = delete.__module__ = 'collections'
    return property(get, set, delete, f"Alias for field number {index}")


def make_class(typename, fields, defaults, field_defaults, module):
    """The namedtuple class `typename` with the checked field names `fields` (a tuple), the
    `defaults` tuple and the `field_defaults` dict, its `__module__` set to `module`."""
    num_fields = len(fields)

    arg_list = ', '.join(fields)
    if num_fields == 1:
        arg_list += ','

    def _make(cls, iterable):
        result = tuple.__new__(cls, iterable)
        if len(result) != num_fields:
            raise TypeError(f'Expected {num_fields} arguments, got {len(result)}')
        return result

    def _replace(self, /, *args, **kwds):
        # ophis words a call's arity error with the qualified name the function was defined
        # with, not the one set below: the one positional parameter is counted here.
        if args:
            raise TypeError(
                f'{typename}._replace() takes 1 positional argument but {len(args) + 1} were given'
            )
        result = self._make(map(kwds.pop, fields, self))
        if kwds:
            raise ValueError(f'Got unexpected field names: {list(kwds)!r}')
        return result

    def __repr__(self):
        'Return a nicely formatted representation string'
        return self.__class__.__name__ + '(' + ', '.join(
            [f'{name}={value!r}' for name, value in zip(fields, self)]) + ')'

    def _asdict(self):
        'Return a new dict which maps field names to their values.'
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        'Return self as a plain tuple.  Used by copy and pickle.'
        return tuple(self)

    _make.__doc__ = f'Make a new {typename} object from a sequence or iterable'
    _replace.__doc__ = f'Return a new {typename} object replacing specified fields with new values'
    for method in (_make, _replace, __repr__, _asdict, __getnewargs__):
        method.__qualname__ = f'{typename}.{method.__name__}'
        method.__module__ = 'collections'

    ns = {
        '__doc__': f'{typename}({arg_list})',
        '__slots__': (),
        '_fields': fields,
        '_field_defaults': field_defaults,
        # The native __new__ binds the arguments with CPython's `T.__new__()` messages.
        '__new__': _native.namedtuple_new,
        '_make': classmethod(_make),
        '_replace': _replace,
        '__repr__': __repr__,
        '_asdict': _asdict,
        '__getnewargs__': __getnewargs__,
        '__match_args__': fields,
        '_ophis_typename': typename,
        '_ophis_defaults': defaults,
    }
    for index, name in enumerate(fields):
        ns[name] = _field_property(index)
    ns['__module__'] = module
    return type(typename, (tuple,), ns)
