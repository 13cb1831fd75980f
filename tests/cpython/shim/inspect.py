"""`inspect` for CPython's tests inside ophis: the sandbox has no frames or code objects, so
what needs them is skipped as a sandbox facility; the rest is CPython's pure definitions."""

import _sandbox
import collections.abc

# Code object flags (CPython 3.11's values): plain constants the tests compare against.
CO_OPTIMIZED = 1
CO_NEWLOCALS = 2
CO_VARARGS = 4
CO_VARKEYWORDS = 8
CO_NESTED = 16
CO_GENERATOR = 32
CO_NOFREE = 64
CO_COROUTINE = 128
CO_ITERABLE_COROUTINE = 256
CO_ASYNC_GENERATOR = 512


def isdatadescriptor(object):
    """Return true if the object is a data descriptor (CPython's definition)."""
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    tp = type(object)
    return hasattr(tp, "__set__") or hasattr(tp, "__delete__")


def isclass(object):
    return isinstance(object, type)


def isfunction(object):
    return type(object) is type(isclass)


def ismethod(object):
    class _C:
        def m(self):
            pass

    return type(object) is type(_C().m)


def isawaitable(object):
    """Return true if object can be passed to an ``await`` expression (ophis has no
    coroutine objects: only objects with __await__)."""
    return isinstance(object, collections.abc.Awaitable)


def getattr_static(obj, attr, default=None):
    _sandbox.lacks("inspect.getattr_static (class dictionaries)")


def signature(obj, *args, **kwargs):
    _sandbox.lacks("inspect.signature (code objects)")


def getsource(obj):
    _sandbox.lacks("inspect.getsource (source files)")


def currentframe():
    _sandbox.lacks("frames")
