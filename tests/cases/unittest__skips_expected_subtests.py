# Skips (decorators, skipTest, a skipped class), expected failures and unexpected successes,
# subTest with parameters and messages, and errors in setUp, at both verbosities.
import unittest


class Stream:
    def __init__(self):
        self.parts = []

    def write(self, text):
        self.parts.append(text)

    def flush(self):
        pass


def report(test, verbosity=1):
    stream = Stream()
    result = unittest.TextTestRunner(stream=stream, verbosity=verbosity).run(test)
    for line in "".join(stream.parts).splitlines():
        if line.startswith("Ran "):
            line = line.split(" in ")[0]
        elif line.startswith("  File ") or line.startswith("    "):
            continue
        print(line)
    return result


class Mixed(unittest.TestCase):
    @unittest.skip("not today")
    def test_skipped(self):
        raise RuntimeError("never runs")

    @unittest.skipIf(1 < 2, "condition holds")
    def test_skip_if(self):
        pass

    @unittest.skipUnless(False, "needs a feature")
    def test_skip_unless(self):
        pass

    @unittest.skipIf(False, "never skipped")
    def test_not_skipped(self):
        pass

    def test_skip_test(self):
        self.skipTest("decided at run time")

    @unittest.expectedFailure
    def test_expected_failure(self):
        self.assertEqual(1, 0)

    @unittest.expectedFailure
    def test_unexpected_success(self):
        pass

    def test_subtests(self):
        for i in range(4):
            with self.subTest(i=i):
                self.assertEqual(i % 2, 0)

    def test_subtest_message(self):
        with self.subTest("checking", n=3):
            self.assertIn(3, [1, 2])
        with self.subTest():
            raise ValueError("inside a subtest")


@unittest.skip("whole class")
class Skipped(unittest.TestCase):
    def test_a(self):
        pass

    def test_b(self):
        pass


class BrokenSetUp(unittest.TestCase):
    def setUp(self):
        raise OSError("no fixture")

    def test_never(self):
        pass


loader = unittest.TestLoader()
suite = unittest.TestSuite()
for case in (Mixed, Skipped, BrokenSetUp):
    suite.addTests(loader.loadTestsFromTestCase(case))
result = report(suite)
print(result.testsRun, len(result.failures), len(result.errors), len(result.skipped))
print(len(result.expectedFailures), len(result.unexpectedSuccesses), result.wasSuccessful())
for test, reason in result.skipped:
    print(test.id(), reason)
print("---")
report(loader.loadTestsFromTestCase(Mixed), verbosity=2)
