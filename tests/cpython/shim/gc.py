"""`gc` for CPython's tests inside ophis: collection is the interpreter's business, so
`collect` does nothing observable; what inspects the collector is a sandbox skip."""

import _sandbox


def collect(generation=2):
    return 0


def enable():
    pass


def disable():
    pass


def isenabled():
    return True


def is_tracked(obj):
    _sandbox.lacks("gc introspection")


def get_referrers(*objs):
    _sandbox.lacks("gc introspection")


def get_referents(*objs):
    _sandbox.lacks("gc introspection")
