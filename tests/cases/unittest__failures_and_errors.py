# A failing suite: CPython's failure messages of the common assertions, errors raised by the
# code under test, the FAIL/ERROR blocks and the FAILED summary. Traceback frame lines name the
# file, which differs between implementations, so only their first and last lines are kept.
# (ophis leaves out the ndiff text CPython appends to unequal strings, lists and dicts.)
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


def parse(text):
    return int(text)


class Failing(unittest.TestCase):
    def test_equal(self):
        self.assertEqual(1, 2)

    def test_equal_msg(self):
        self.assertEqual(1.5, 2.5, msg="numbers")

    def test_true(self):
        self.assertTrue(0)

    def test_false(self):
        self.assertFalse([1])

    def test_in(self):
        self.assertIn("a", "xyz")

    def test_not_in(self):
        self.assertNotIn(1, [1, 2])

    def test_is(self):
        self.assertIs(1, None)

    def test_is_none(self):
        self.assertIsNone(5)

    def test_isinstance(self):
        self.assertIsInstance(1, str)

    def test_less(self):
        self.assertLess(3, 2)

    def test_greater_equal(self):
        self.assertGreaterEqual(1, 2)

    def test_almost(self):
        self.assertAlmostEqual(1.0, 1.1)

    def test_almost_delta(self):
        self.assertAlmostEqual(1, 3, delta=1)

    def test_not_equal(self):
        self.assertNotEqual(2, 2)

    def test_mixed_types(self):
        self.assertEqual((1, 2), [1, 2])

    def test_regex(self):
        self.assertRegex("abc", r"\d+")

    def test_count_equal(self):
        self.assertCountEqual([1, 1, 2], [1, 2, 2])

    def test_fail(self):
        self.fail("explicit failure")

    def test_long_message_off(self):
        self.longMessage = False
        self.assertEqual(3, 4, "only this")

    def test_error(self):
        parse("x")

    def test_key_error(self):
        {}["missing"]

    def test_passes(self):
        self.assertEqual(2, 2)


result = report(unittest.TestLoader().loadTestsFromTestCase(Failing))
print(result.testsRun, len(result.failures), len(result.errors), result.wasSuccessful())
for test, text in result.failures:
    print(test.id(), "|", text.splitlines()[-1])
