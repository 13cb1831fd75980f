"""`pickle` for CPython's tests inside ophis: the sandbox has no pickling."""

import _sandbox

HIGHEST_PROTOCOL = 5
DEFAULT_PROTOCOL = 4


class PickleError(Exception):
    pass


class PicklingError(PickleError):
    pass


class UnpicklingError(PickleError):
    pass


def dumps(obj, protocol=None, **kwargs):
    _sandbox.lacks("pickle")


def loads(data, **kwargs):
    _sandbox.lacks("pickle")


# The pure-Python pickler's entry points, which tests pair with the C ones.
_dumps = dumps
_loads = loads
