"""`marshal` for CPython's tests inside ophis: the sandbox has no serialization of code or
values to bytes."""

import _sandbox

version = 4


def dumps(value, version=4):
    _sandbox.lacks("marshal")


def loads(data):
    _sandbox.lacks("marshal")
