"""`copyreg` for CPython's tests inside ophis: registering reducers is part of pickling."""

import _sandbox

dispatch_table = {}


def pickle(cls, reducer, constructor=None):
    _sandbox.lacks("pickle (copyreg)")
