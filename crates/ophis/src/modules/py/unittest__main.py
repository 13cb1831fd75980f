"""Unittest main program (CPython's `unittest/main.py`): `TestProgram`, which is `unittest.main`."""

from unittest.loader import _MainModule, defaultTestLoader
from unittest.runner import TextTestRunner

__unittest = True


class TestProgram(object):
    """`unittest.main()`: loads the tests of a module (the program's by default), runs them
    with a text runner and, with `exit=True`, raises SystemExit as CPython's does."""
    __module__ = "unittest.main"

    def __init__(self, module='__main__', defaultTest=None, argv=None, testRunner=None,
                 testLoader=defaultTestLoader, exit=True, verbosity=1, failfast=None,
                 catchbreak=None, buffer=None, warnings=None, *, tb_locals=False):
        if isinstance(module, str):
            module = _MainModule(module)
        self.module = module
        self.exit = exit
        self.failfast = failfast
        self.catchbreak = catchbreak
        self.verbosity = verbosity
        self.buffer = buffer
        self.tb_locals = tb_locals
        self.warnings = warnings
        self.defaultTest = defaultTest
        self.testRunner = testRunner
        self.testLoader = testLoader
        self.progName = None
        self.createTests()
        self.runTests()

    def createTests(self, from_discovery=False, Loader=None):
        if self.defaultTest is None:
            self.test = self.testLoader.loadTestsFromModule(self.module)
        else:
            names = (self.defaultTest,) if isinstance(self.defaultTest, str) else self.defaultTest
            self.test = self.testLoader.loadTestsFromNames(names, self.module)

    def runTests(self):
        if self.testRunner is None:
            self.testRunner = TextTestRunner
        if isinstance(self.testRunner, type):
            try:
                testRunner = self.testRunner(verbosity=self.verbosity, failfast=self.failfast,
                                             buffer=self.buffer, warnings=self.warnings,
                                             tb_locals=self.tb_locals)
            except TypeError:
                testRunner = self.testRunner(verbosity=self.verbosity, failfast=self.failfast,
                                             buffer=self.buffer, warnings=self.warnings)
        else:
            testRunner = self.testRunner
        self.result = testRunner.run(self.test)
        if self.exit:
            raise SystemExit(not self.result.wasSuccessful())


main = TestProgram
