"""`test.support.import_helper` for ophis: ophis has one implementation of each module (no
separate C accelerator), so a "fresh" import is the module itself, and asking for a module
without its accelerator gives the same module; a module the sandbox lacks skips the test."""

import unittest


def _import(name):
    # The runner's driver gives this shim an importer (module name -> module).
    return _importer(name)


_importer = None


def _set_importer(importer):
    """Called by the runner's driver program (module attributes are read-only to it)."""
    global _importer
    _importer = importer


def import_module(name, deprecated=False, *, required_on=()):
    try:
        return _import(name)
    except ImportError as msg:
        raise unittest.SkipTest(str(msg))


def import_fresh_module(name, fresh=(), blocked=(), deprecated=False):
    """CPython's tests compare the C and the Python versions of a module this way; ophis has
    one version, which stands for the one asked for. Asking for the C accelerator itself
    (`_heapq`, ...) gives None, as on an implementation without it."""
    if name.startswith("_"):
        return None
    try:
        return _import(name)
    except ImportError:
        return None


class CleanImport:
    def __init__(self, *module_names, usefrozen=False):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *ignore):
        pass


class DirsOnSysPath:
    def __init__(self, *paths):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *ignore):
        pass
