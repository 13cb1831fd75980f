"""`threading` for CPython's tests inside ophis: the sandbox runs one thread and denies
`threading`, so the names exist (the test files import them at load) and using any of them
skips the test with that reason. Only the runner's configuration has it."""

import _sandbox


def _lacks(*args, **kwargs):
    _sandbox.lacks("threads")


Thread = Event = Lock = RLock = Condition = Semaphore = BoundedSemaphore = Barrier = _lacks
Timer = local = _lacks


def get_ident():
    return 1


def current_thread():
    _sandbox.lacks("threads")
