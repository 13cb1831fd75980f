"""`test.support.threading_helper` for ophis: the sandbox runs one thread and has no
`threading`, so every test that asks for threads is skipped with that reason."""

import contextlib
import unittest


def requires_working_threading(*, module=False):
    if module:
        raise unittest.SkipTest("sandbox: no threads")
    return unittest.skip("sandbox: no threads")


def reap_threads(func):
    return func


@contextlib.contextmanager
def start_threads(threads, unlock=None):
    raise unittest.SkipTest("sandbox: no threads")
    yield


def threading_setup():
    return ()


def threading_cleanup(*original_values):
    pass
