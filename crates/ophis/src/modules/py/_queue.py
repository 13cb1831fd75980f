"""`_queue`: Empty and SimpleQueue, which CPython implements in C and `queue` re-exports.

See `queue` for how blocking calls behave in ophis's single thread.
"""

from collections import deque

# CPython's `types.GenericAlias`, which `__class_getitem__` makes (`deque[int]`).
_GenericAlias = type(list[int])


class Empty(Exception):
    """Exception raised by Queue.get(block=0)/get_nowait()."""
    pass


def _would_block(what):
    return RuntimeError(
        f'{what} would block forever: ophis runs a single thread, so nothing else can '
        f'change the queue (use a timeout or the _nowait variant)')


class SimpleQueue:
    """Simple, unbounded FIFO queue."""

    __class_getitem__ = classmethod(_GenericAlias)

    def __init__(self):
        self._queue = deque()

    def put(self, item, block=True, timeout=None):
        self._queue.append(item)

    def get(self, block=True, timeout=None):
        if block and timeout is not None and timeout < 0:
            raise ValueError("'timeout' must be a non-negative number")
        if not self._queue:
            if block and timeout is None:
                raise _would_block('SimpleQueue.get() on an empty queue')
            raise Empty
        return self._queue.popleft()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(block=False)

    def empty(self):
        return len(self._queue) == 0

    def qsize(self):
        return len(self._queue)
