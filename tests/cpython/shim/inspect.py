"""`inspect` for CPython's tests inside ophis: the sandbox has no frames or code objects, so
what needs them is skipped as a sandbox facility; the rest is CPython's pure definitions."""

import _sandbox
import abc
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


def cleandoc(doc):
    """Clean up indentation from docstrings: any whitespace that can be uniformly removed
    from the second line onwards is removed (CPython 3.11's definition, with `sys.maxsize`
    written out)."""
    maxsize = 2**63 - 1
    try:
        lines = doc.expandtabs().split("\n")
    except UnicodeError:
        return None
    else:
        # Find minimum indentation of any non-blank lines after first line.
        margin = maxsize
        for line in lines[1:]:
            content = len(line.lstrip())
            if content:
                indent = len(line) - content
                margin = min(margin, indent)
        # Remove indentation.
        if lines:
            lines[0] = lines[0].lstrip()
        if margin < maxsize:
            for i in range(1, len(lines)):
                lines[i] = lines[i][margin:]
        # Remove any trailing or leading blank lines.
        while lines and not lines[-1]:
            lines.pop()
        while lines and not lines[0]:
            lines.pop(0)
        return "\n".join(lines)


def isabstract(object):
    """Return true if the object is an abstract base class (ABC): CPython's definition, with
    a non-empty `__abstractmethods__` standing for the TPFLAGS_IS_ABSTRACT flag (ophis's
    classes have no `__flags__`)."""
    if not isinstance(object, type):
        return False
    if getattr(object, "__abstractmethods__", None):
        return True
    if not issubclass(type(object), abc.ABCMeta):
        return False
    if hasattr(object, "__abstractmethods__"):
        # ABCMeta.__new__ has finished running: the set above was accurate.
        return False
    # ABCMeta.__new__ has not finished yet (we are in __init_subclass__): look by hand.
    for name, value in object.__dict__.items():
        if getattr(value, "__isabstractmethod__", False):
            return True
    for base in object.__bases__:
        for name in getattr(base, "__abstractmethods__", ()):
            value = getattr(object, name, None)
            if getattr(value, "__isabstractmethod__", False):
                return True
    return False
