"""Loading tests (CPython's `unittest/loader.py`): `TestLoader` and the module stand-in `unittest.main` loads from."""

import _ophis_traceback

from unittest.case import TestCase, _all_test_cases, _default_sort
from unittest.suite import TestSuite, _loaded_modules

__unittest = True


def _make_failed_test(methodname, exception, suiteClass, message):
    test = _FailedTest(methodname, exception)
    return suiteClass((test,)), message


class _FailedTest(TestCase):
    __module__ = "unittest.loader"
    _testMethodName = None

    def __init__(self, method_name, exception):
        self._exception = exception
        super(_FailedTest, self).__init__(method_name)

    def __getattr__(self, name):
        if name != self._testMethodName:
            return super(_FailedTest, self).__getattr__(name)

        def testFailure():
            raise self._exception
        return testFailure


_all_test_cases.remove(_FailedTest)


class TestLoader(object):
    __module__ = "unittest.loader"
    testMethodPrefix = 'test'
    sortTestMethodsUsing = staticmethod(_default_sort)
    testNamePatterns = None
    suiteClass = TestSuite

    def __init__(self):
        super(TestLoader, self).__init__()
        self.errors = []
        self._loading_packages = set()

    def loadTestsFromTestCase(self, testCaseClass):
        if issubclass(testCaseClass, TestSuite):
            raise TypeError("Test cases should not be derived from TestSuite. Maybe you meant to derive from TestCase?")
        testCaseNames = self.getTestCaseNames(testCaseClass)
        if not testCaseNames and hasattr(testCaseClass, 'runTest'):
            testCaseNames = ['runTest']
        loaded_suite = self.suiteClass(map(testCaseClass, testCaseNames))
        return loaded_suite

    def loadTestsFromModule(self, module, *args, pattern=None, **kws):
        tests = []
        if isinstance(module, _MainModule):
            names = module._names()
        else:
            names = dir(module)
            # For the suite's module fixtures (`setUpModule`, `tearDownModule`): CPython finds
            # them in `sys.modules`, which holds modules, not other objects given as one.
            if type(module) is type(_ophis_traceback):
                _loaded_modules[module.__name__] = module
        for name in names:
            obj = getattr(module, name)
            if isinstance(obj, type) and issubclass(obj, TestCase):
                tests.append(self.loadTestsFromTestCase(obj))
        load_tests = getattr(module, 'load_tests', None)
        tests = self.suiteClass(tests)
        if load_tests is not None:
            try:
                return load_tests(self, tests, pattern)
            except Exception as e:
                error_case, error_message = _make_failed_load_tests(module.__name__, e, self.suiteClass)
                self.errors.append(error_message)
                return error_case
        return tests

    def loadTestsFromName(self, name, module=None):
        parts = name.split('.')
        if module is None:
            raise ImportError("ophis's unittest loads names only relative to a module")
        obj = module
        parent = None
        for part in parts:
            parent, obj = obj, getattr(obj, part)
        if isinstance(obj, type) and issubclass(obj, TestCase):
            return self.loadTestsFromTestCase(obj)
        elif (callable(obj) and isinstance(parent, type) and issubclass(parent, TestCase)):
            name = parts[-1]
            inst = parent(name)
            return self.suiteClass([inst])
        elif isinstance(obj, TestSuite):
            return obj
        if callable(obj):
            test = obj()
            if isinstance(test, TestSuite):
                return test
            elif isinstance(test, TestCase):
                return self.suiteClass([test])
            else:
                raise TypeError("calling %s returned %s, not a test" % (obj, test))
        raise TypeError("don't know how to make test from: %s" % obj)

    def loadTestsFromNames(self, names, module=None):
        suites = [self.loadTestsFromName(name, module) for name in names]
        return self.suiteClass(suites)

    def getTestCaseNames(self, testCaseClass):
        def shouldIncludeMethod(attrname):
            if not attrname.startswith(self.testMethodPrefix):
                return False
            testFunc = getattr(testCaseClass, attrname)
            if not callable(testFunc):
                return False
            return True
        testFnNames = list(filter(shouldIncludeMethod, dir(testCaseClass)))
        if self.sortTestMethodsUsing is _default_sort:
            testFnNames.sort()
        elif self.sortTestMethodsUsing:
            import functools
            testFnNames.sort(key=functools.cmp_to_key(self.sortTestMethodsUsing))
        return testFnNames


def _make_failed_load_tests(name, exception, suiteClass):
    message = 'Failed to call load_tests:\n%s' % (_ophis_traceback.format_exception(exception),)
    return _make_failed_test(name, exception, suiteClass, message)


defaultTestLoader = TestLoader()


def getTestCaseNames(testCaseClass, prefix, sortUsing=None, testNamePatterns=None):
    loader = TestLoader()
    loader.testMethodPrefix = prefix
    if sortUsing is not None:
        loader.sortTestMethodsUsing = sortUsing
    return loader.getTestCaseNames(testCaseClass)


def makeSuite(testCaseClass, prefix='test', sortUsing=None, suiteClass=TestSuite):
    loader = TestLoader()
    loader.testMethodPrefix = prefix
    loader.suiteClass = suiteClass
    return loader.loadTestsFromTestCase(testCaseClass)


def findTestCases(module, prefix='test', sortUsing=None, suiteClass=TestSuite):
    loader = TestLoader()
    loader.testMethodPrefix = prefix
    loader.suiteClass = suiteClass
    return loader.loadTestsFromModule(module)


class _MainModule(object):
    """The program's own test classes, standing in for `sys.modules['__main__']`."""

    def __init__(self, name):
        self.__name__ = name
        self._classes = {}
        for cls in _all_test_cases:
            if cls.__module__ == name:
                self._classes[cls.__name__] = cls

    def _names(self):
        return sorted(self._classes)

    def __getattr__(self, name):
        try:
            return self._classes[name]
        except KeyError:
            raise AttributeError(name)
