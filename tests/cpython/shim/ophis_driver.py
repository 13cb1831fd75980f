"""The runner's driver inside ophis: loads one CPython test module's tests, applies the
manifest's skips and expected failures, runs them, and prints one result line per test and a
JSON summary line for `tests/cpython/run.py` to read.

Test ids are given relative to the test module (`ListTest.test_append`); a manifest entry
naming a class applies to all its tests.
"""

import json
import unittest


class _Stream:
    """The text runner's report, printed as it is written: when a file's run ends early (a
    hang, a limit), run.py still reads the outcomes of the tests that finished."""

    def __init__(self):
        self.parts = []

    def write(self, text):
        print(text, end="")

    def flush(self):
        pass


class _Result(unittest.TextTestResult):
    def __init__(self, stream, descriptions, verbosity):
        super().__init__(stream, descriptions, verbosity)
        self.outcomes = {}
        self.messages = {}

    def _key(self, test):
        return _relative_id(test)

    def _set(self, test, status, err=None):
        key = self._key(test)
        if status == "errored" and err is not None and "Forbidden access to " in str(err[1]):
            # The test reached a builtin the sandbox deliberately lacks (`compile`, `open`,
            # `eval`, ...): a sandbox skip, not an ophis failure.
            self.outcomes[key] = "skipped"
            self.messages[key] = "sandbox: " + str(err[1])
            return
        previous = self.outcomes.get(key)
        # A test with a failing subtest and a later success stays failed.
        if previous in ("failed", "errored") and status == "passed":
            return
        self.outcomes[key] = status
        if err is not None:
            text = self._exc_info_to_string(err, test).rstrip().splitlines()
            self.messages[key] = text[-1][:300] if text else ""

    def addSuccess(self, test):
        super().addSuccess(test)
        self._set(test, "passed")

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._set(test, "failed", err)

    def addError(self, test, err):
        super().addError(test, err)
        self._set(test, "errored", err)

    def addSubTest(self, test, subtest, err):
        super().addSubTest(test, subtest, err)
        if err is not None:
            status = "failed" if issubclass(err[0], test.failureException) else "errored"
            self._set(test, status, err)

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        key = self._key(test)
        if self.outcomes.get(key) not in ("failed", "errored"):
            self.outcomes[key] = "skipped"
            self.messages[key] = reason

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        self._set(test, "xfailed", err)

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        self._set(test, "xpassed")


_module_name = ""


def _relative_id(test):
    full = test.id()
    if hasattr(test, "test_case"):
        full = test.test_case.id()
    prefix = _module_name + "."
    if full.startswith(prefix):
        return full[len(prefix) :]
    return full


def _flatten(suite, out):
    for test in suite:
        if isinstance(test, unittest.TestSuite):
            _flatten(test, out)
        else:
            out.append(test)
    return out


def _lookup(table, test_id):
    if test_id in table:
        return table[test_id]
    cls = test_id.split(".")[0]
    return table.get(cls)


class _ManifestSkip(unittest.TestCase):
    """Stands in for a test the manifest skips: reports the skip under the test's own id."""

    def __init__(self, test, reason):
        super().__init__("runTest")
        self._test = test
        self._reason = reason

    def runTest(self):
        pass

    def id(self):
        return self._test.id()

    def __str__(self):
        return str(self._test)

    def run(self, result=None):
        result.startTest(self)
        result.addSkip(self, self._reason)
        result.stopTest(self)
        return result


def run(module, module_name, skips, xfails):
    global _module_name
    _module_name = module_name
    # A manifest skip stands among the module's own tests: as theirs, its class belongs to the
    # module, so the suite does not run the module's tearDownModule and setUpModule around it.
    _ManifestSkip.__module__ = module_name
    loader = unittest.TestLoader()
    tests = _flatten(loader.loadTestsFromModule(module), [])
    suite = unittest.TestSuite()
    for test in tests:
        test_id = _relative_id(test)
        reason = _lookup(skips, test_id)
        if reason is not None:
            suite.addTest(_ManifestSkip(test, "manifest: " + reason))
            continue
        if _lookup(xfails, test_id) is not None:
            # The manifest's expected failure, applied to this instance only (the vendored
            # class stays as CPython wrote it).
            test.__unittest_expecting_failure__ = True
        suite.addTest(test)
    stream = _Stream()
    runner = unittest.TextTestRunner(stream=stream, verbosity=2, resultclass=_Result)
    result = runner.run(suite)
    print()
    summary = {"outcomes": result.outcomes, "messages": result.messages}
    print("@@OPHIS-RESULT " + json.dumps(summary))
