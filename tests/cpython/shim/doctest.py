"""`doctest` for CPython's tests inside ophis: running an example needs `compile`/`exec`,
which the sandbox lacks, so each doctest suite is one test that is skipped with that reason."""

import unittest

OPTIONFLAGS_BY_NAME = {}
ELLIPSIS = 8
NORMALIZE_WHITESPACE = 4
IGNORE_EXCEPTION_DETAIL = 32


class DocTestFinder:
    def __init__(self, *args, **kwargs):
        pass

    def find(self, obj, name=None, module=None, globs=None, extraglobs=None):
        return []


class _DocTestCase(unittest.TestCase):
    def __init__(self, name):
        super().__init__("runTest")
        self._name = name

    def runTest(self):
        raise unittest.SkipTest("sandbox: no exec() to run doctests")

    def id(self):
        return "doctest." + self._name

    def __str__(self):
        return self._name + " (doctest)"


def DocTestSuite(module=None, globs=None, extraglobs=None, test_finder=None, **options):
    name = "module" if module is None else _name(module)
    return unittest.TestSuite([_DocTestCase(name)])


def DocFileSuite(*paths, **kw):
    return unittest.TestSuite([_DocTestCase(str(p)) for p in paths])


def _name(module):
    try:
        return module.__name__
    except AttributeError:
        return "module"


def testmod(m=None, name=None, globs=None, verbose=None, report=True, optionflags=0, **kw):
    raise unittest.SkipTest("sandbox: no exec() to run doctests")
