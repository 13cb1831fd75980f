"""Heap queue algorithm (the `heapq` module), written for ophis.

As in CPython, the heap primitives come from the native `_heapq` module; `merge`,
`nlargest` and `nsmallest` are written here in Python with CPython's algorithms, so their
results, their stability and their treatment of ties are CPython's.
"""

from _heapq import (
    heappush, heappop, heapify, heapreplace, heappushpop,
    _heappop_max, _heapreplace_max, _heapify_max,
)


def merge(*iterables, key=None, reverse=False):
    """Merge multiple sorted inputs into a single sorted output (a generator)."""
    h = []
    if reverse:
        _heapify = _heapify_max
        _heappop = _heappop_max
        _heapreplace = _heapreplace_max
        direction = -1
    else:
        _heapify = heapify
        _heappop = heappop
        _heapreplace = heapreplace
        direction = 1

    # Each entry is [current value (or its key), input order, ..., iterator]; the order makes
    # entries unique, so iterators are never compared and ties keep the inputs' order.
    if key is None:
        order = 0
        for iterable in iterables:
            it = iter(iterable)
            try:
                h.append([next(it), order * direction, it])
            except StopIteration:
                pass
            order += 1
        _heapify(h)
        while len(h) > 1:
            try:
                while True:
                    s = h[0]
                    value = s[0]
                    yield value
                    s[0] = next(s[2])
                    _heapreplace(h, s)
            except StopIteration:
                _heappop(h)
        if h:
            s = h[0]
            yield s[0]
            yield from s[2]
        return

    order = 0
    for iterable in iterables:
        it = iter(iterable)
        try:
            value = next(it)
            h.append([key(value), order * direction, value, it])
        except StopIteration:
            pass
        order += 1
    _heapify(h)
    while len(h) > 1:
        try:
            while True:
                s = h[0]
                yield s[2]
                value = next(s[3])
                s[0] = key(value)
                s[2] = value
                _heapreplace(h, s)
        except StopIteration:
            _heappop(h)
    if h:
        s = h[0]
        yield s[2]
        yield from s[3]


_SENTINEL = object()


def nsmallest(n, iterable, key=None):
    """Find the n smallest elements in a dataset; equivalent to sorted(iterable, key=key)[:n]."""
    if n == 1:
        it = iter(iterable)
        result = min(it, default=_SENTINEL, key=key)
        return [] if result is _SENTINEL else [result]

    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= size:
            return sorted(iterable, key=key)[:n]

    if key is None:
        it = iter(iterable)
        # The running index breaks ties, so equal elements keep their input order.
        result = [(elem, i) for i, elem in zip(range(n), it)]
        if not result:
            return result
        _heapify_max(result)
        top = result[0][0]
        order = n
        for elem in it:
            if elem < top:
                _heapreplace_max(result, (elem, order))
                top = result[0][0]
                order += 1
        result.sort()
        return [elem for (elem, order) in result]

    it = iter(iterable)
    result = [(key(elem), i, elem) for i, elem in zip(range(n), it)]
    if not result:
        return result
    _heapify_max(result)
    top = result[0][0]
    order = n
    for elem in it:
        k = key(elem)
        if k < top:
            _heapreplace_max(result, (k, order, elem))
            top = result[0][0]
            order += 1
    result.sort()
    return [elem for (k, order, elem) in result]


def nlargest(n, iterable, key=None):
    """Find the n largest elements in a dataset; equivalent to sorted(iterable, key=key, reverse=True)[:n]."""
    if n == 1:
        it = iter(iterable)
        result = max(it, default=_SENTINEL, key=key)
        return [] if result is _SENTINEL else [result]

    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= size:
            return sorted(iterable, key=key, reverse=True)[:n]

    if key is None:
        it = iter(iterable)
        # Decreasing indices keep equal elements in input order after the reverse sort.
        result = [(elem, i) for i, elem in zip(range(0, -n, -1), it)]
        if not result:
            return result
        heapify(result)
        top = result[0][0]
        order = -n
        for elem in it:
            if top < elem:
                heapreplace(result, (elem, order))
                top = result[0][0]
                order -= 1
        result.sort(reverse=True)
        return [elem for (elem, order) in result]

    it = iter(iterable)
    result = [(key(elem), i, elem) for i, elem in zip(range(0, -n, -1), it)]
    if not result:
        return result
    heapify(result)
    top = result[0][0]
    order = -n
    for elem in it:
        k = key(elem)
        if top < k:
            heapreplace(result, (k, order, elem))
            top = result[0][0]
            order -= 1
    result.sort(reverse=True)
    return [elem for (k, order, elem) in result]
