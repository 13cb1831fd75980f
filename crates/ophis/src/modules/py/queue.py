"""Queues (the `queue` module), written for ophis.

The sandbox has a single thread, so nothing can ever put an item into an empty queue, take
one out of a full queue or call task_done() while the program waits. Where CPython would
block forever (get() on an empty queue or put() on a full bounded queue, with block=True and
no timeout, and join() with unfinished tasks), this module raises RuntimeError with an
explanation instead of hanging until the time limit. With a timeout, the outcome after
waiting is certain, so Empty (or Full) is raised at once instead of after the delay.
"""

from collections import deque
from heapq import heappush, heappop
# As in CPython, Empty and SimpleQueue live in `_queue` (hence `_queue.Empty` in tracebacks).
from _queue import Empty, SimpleQueue, _would_block

# CPython's `types.GenericAlias`, which `__class_getitem__` makes (`deque[int]`).
_GenericAlias = type(list[int])


class Full(Exception):
    """Exception raised by Queue.put(block=0)/put_nowait()."""
    pass


class Queue:
    """Create a queue object with a given maximum size.

    If maxsize is <= 0, the queue size is infinite.
    """

    __class_getitem__ = classmethod(_GenericAlias)

    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.unfinished_tasks = 0

    def task_done(self):
        unfinished = self.unfinished_tasks - 1
        if unfinished < 0:
            raise ValueError('task_done() called too many times')
        self.unfinished_tasks = unfinished

    def join(self):
        if self.unfinished_tasks:
            raise _would_block('Queue.join() with unfinished tasks')

    def qsize(self):
        return self._qsize()

    def empty(self):
        return not self._qsize()

    def full(self):
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        if self.maxsize > 0:
            if not block:
                if self._qsize() >= self.maxsize:
                    raise Full
            elif timeout is None:
                if self._qsize() >= self.maxsize:
                    raise _would_block('Queue.put() on a full queue')
            elif timeout < 0:
                raise ValueError("'timeout' must be a non-negative number")
            elif self._qsize() >= self.maxsize:
                raise Full
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        if not block:
            if not self._qsize():
                raise Empty
        elif timeout is None:
            if not self._qsize():
                raise _would_block('Queue.get() on an empty queue')
        elif timeout < 0:
            raise ValueError("'timeout' must be a non-negative number")
        elif not self._qsize():
            raise Empty
        return self._get()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(block=False)

    # Override these methods to implement other queue organizations.
    def _init(self, maxsize):
        self.queue = deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()


class PriorityQueue(Queue):
    """Variant of Queue that retrieves open entries in priority order (lowest first)."""

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        heappush(self.queue, item)

    def _get(self):
        return heappop(self.queue)


class LifoQueue(Queue):
    """Variant of Queue that retrieves most recently added entries first."""

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()
