"""`weakref` for CPython's tests inside ophis: the sandbox has no weak references."""

import _sandbox


def ref(obj, callback=None):
    _sandbox.lacks("weakref")


def proxy(obj, callback=None):
    _sandbox.lacks("weakref")


class WeakValueDictionary:
    def __init__(self, *args, **kwargs):
        _sandbox.lacks("weakref")


class WeakKeyDictionary:
    def __init__(self, *args, **kwargs):
        _sandbox.lacks("weakref")


class WeakSet:
    def __init__(self, *args, **kwargs):
        _sandbox.lacks("weakref")
