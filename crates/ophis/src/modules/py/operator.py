"""Operator interface (the `operator` module), written for ophis.

As in CPython, the operator functions themselves come from the native `_operator` module;
this file adds the callable classes `itemgetter`, `attrgetter` and `methodcaller`. Their
argument checks and reprs follow CPython's C implementation, and `attrgetter` reads
attributes with `getattr`, so the sandbox's attribute rules apply to every step of a
dotted name.
"""

from _operator import (
    lt, le, eq, ne, ge, gt, not_, truth, is_, is_not, abs, _abs, add, and_, floordiv, index,
    inv, invert, lshift, mod, mul, matmul, neg, or_, pos, pow, rshift, sub, truediv, xor,
    concat, contains, countOf, delitem, getitem, indexOf, setitem, length_hint, call,
    iadd, iand, iconcat, ifloordiv, ilshift, imod, imul, imatmul, ior, ipow, irshift, isub,
    itruediv, ixor,
)


class attrgetter:
    """Return a callable object that fetches the given attribute(s) from its operand."""

    def __init__(self, *attrs, **kwargs):
        if kwargs:
            raise TypeError('attrgetter() takes no keyword arguments')
        if not attrs:
            raise TypeError('attrgetter expected 1 argument, got 0')
        for attr in attrs:
            if not isinstance(attr, str):
                raise TypeError('attribute name must be a string')
        self._attrs = attrs
        # Each name is split once here, so calls only walk the parts.
        self._paths = tuple([tuple(attr.split('.')) for attr in attrs])

    def __call__(self, *args, **kwargs):
        if kwargs:
            raise TypeError('attrgetter() takes no keyword arguments')
        if len(args) != 1:
            raise TypeError('attrgetter expected 1 argument, got %d' % len(args))
        obj = args[0]
        paths = self._paths
        if len(paths) == 1:
            for name in paths[0]:
                obj = getattr(obj, name)
            return obj
        result = []
        for path in paths:
            value = obj
            for name in path:
                value = getattr(value, name)
            result.append(value)
        return tuple(result)

    def __repr__(self):
        return 'operator.attrgetter(%s)' % ', '.join([repr(a) for a in self._attrs])


class itemgetter:
    """Return a callable object that fetches the given item(s) from its operand."""

    def __init__(self, *items, **kwargs):
        if kwargs:
            raise TypeError('itemgetter() takes no keyword arguments')
        if not items:
            raise TypeError('itemgetter expected 1 argument, got 0')
        self._items = items
        self._single = len(items) == 1
        self._item = items[0]

    def __call__(self, *args, **kwargs):
        if kwargs:
            raise TypeError('itemgetter() takes no keyword arguments')
        if len(args) != 1:
            raise TypeError('itemgetter expected 1 argument, got %d' % len(args))
        obj = args[0]
        if self._single:
            return obj[self._item]
        return tuple([obj[i] for i in self._items])

    def __repr__(self):
        return 'operator.itemgetter(%s)' % ', '.join([repr(i) for i in self._items])


class methodcaller:
    """Return a callable object that calls the given method on its operand."""

    def __init__(self, *args, **kwargs):
        if not args:
            raise TypeError('methodcaller needs at least one argument, the method name')
        name = args[0]
        if not isinstance(name, str):
            raise TypeError('method name must be a string')
        self._name = name
        self._args = args[1:]
        self._kwargs = kwargs

    def __call__(self, *args, **kwargs):
        if kwargs:
            raise TypeError('methodcaller() takes no keyword arguments')
        if len(args) != 1:
            raise TypeError('methodcaller expected 1 argument, got %d' % len(args))
        return getattr(args[0], self._name)(*self._args, **self._kwargs)

    def __repr__(self):
        parts = [repr(self._name)]
        for a in self._args:
            parts.append(repr(a))
        for k, v in self._kwargs.items():
            parts.append('%s=%r' % (k, v))
        return 'operator.methodcaller(%s)' % ', '.join(parts)


# The dunder aliases CPython's operator module defines (`operator.__add__ is operator.add`).
__lt__ = lt
__le__ = le
__eq__ = eq
__ne__ = ne
__ge__ = ge
__gt__ = gt
__not__ = not_
__abs__ = abs
__add__ = add
__and__ = and_
__call__ = call
__floordiv__ = floordiv
__index__ = index
__inv__ = inv
__invert__ = invert
__lshift__ = lshift
__mod__ = mod
__mul__ = mul
__matmul__ = matmul
__neg__ = neg
__or__ = or_
__pos__ = pos
__pow__ = pow
__rshift__ = rshift
__sub__ = sub
__truediv__ = truediv
__xor__ = xor
__concat__ = concat
__contains__ = contains
__delitem__ = delitem
__getitem__ = getitem
__setitem__ = setitem
__iadd__ = iadd
__iand__ = iand
__iconcat__ = iconcat
__ifloordiv__ = ifloordiv
__ilshift__ = ilshift
__imod__ = imod
__imul__ = imul
__imatmul__ = imatmul
__ior__ = ior
__ipow__ = ipow
__irshift__ = irshift
__isub__ = isub
__itruediv__ = itruediv
__ixor__ = ixor
