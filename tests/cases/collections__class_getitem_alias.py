# The standard library's generic classes subscript to types.GenericAlias, as CPython's
# `classmethod(GenericAlias)` as their class_getitem; a class whose iter is None is not iterable.
import collections
import contextlib
import contextvars
import queue

GenericAlias = type(list[int])
for alias, origin, args in [
    (collections.deque[int], collections.deque, int),
    (collections.Counter[str], collections.Counter, str),
    (collections.OrderedDict[str, int], collections.OrderedDict, (str, int)),
    (collections.defaultdict[str, list[int]], collections.defaultdict, (str, list[int])),
    (collections.ChainMap[str, int], collections.ChainMap, (str, int)),
    (queue.Queue[int], queue.Queue, int),
    (queue.SimpleQueue[int], queue.SimpleQueue, int),
    (contextlib.AbstractContextManager[int], contextlib.AbstractContextManager, int),
    (contextvars.ContextVar[int], contextvars.ContextVar, int),
]:
    print(alias, type(alias) is GenericAlias, alias == GenericAlias(origin, args))
print(collections.deque[int]([1, 2]))
print(collections.Counter[str]("abca"))

Point = collections.namedtuple("Point", "x y")
print(Point[int], Point[int] == GenericAlias(Point, (int,)))


class NotIterable:
    __iter__ = None


try:
    iter(NotIterable())
except TypeError as e:
    print(e)
try:
    for x in NotIterable():
        pass
except TypeError as e:
    print(e)
