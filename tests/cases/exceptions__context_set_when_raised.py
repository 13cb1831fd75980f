# An exception raised while another is handled gets it as __context__ when it is raised, so a
# handler inside the first handler already sees the chain (CPython's _PyErr_SetObject).
try:
    raise ValueError(1)
except ValueError:
    try:
        raise KeyError(2)
    except KeyError as k:
        print(repr(k.__context__), k.__suppress_context__)
    try:
        raise KeyError(3) from None
    except KeyError as k:
        print(repr(k.__context__), k.__suppress_context__, k.__cause__)
    e = TypeError(4)
    try:
        raise e
    except TypeError as t:
        print(repr(t.__context__), t is e)


def reraise_current():
    try:
        raise
    except BaseException as e:
        return e


try:
    raise OSError(5)
except OSError as first:
    got = reraise_current()
    print(got is first, got.__context__)
try:
    try:
        raise ValueError("inner")
    except ValueError:
        raise RuntimeError("outer")
except RuntimeError as r:
    print(repr(r.__context__))
