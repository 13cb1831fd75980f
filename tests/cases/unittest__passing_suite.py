# A passing suite: setUp/tearDown, class fixtures, cleanups and the runner's report at both
# verbosities (the timing of "Ran N tests in ...s" is cut: it is the only varying part).
import unittest

log = []


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
        print(line)
    return result


class Arithmetic(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        log.append("setUpClass")

    @classmethod
    def tearDownClass(cls):
        log.append("tearDownClass")

    def setUp(self):
        self.items = [3, 1, 2]
        self.addCleanup(log.append, "cleanup")

    def tearDown(self):
        log.append("tearDown")

    def test_sorted(self):
        self.assertEqual(sorted(self.items), [1, 2, 3])
        self.assertListEqual(sorted(self.items), [1, 2, 3])

    def test_comparisons(self):
        self.assertLess(1, 2)
        self.assertLessEqual(2, 2)
        self.assertGreater(3, 2)
        self.assertGreaterEqual(3, 3)
        self.assertAlmostEqual(0.1 + 0.2, 0.3)
        self.assertNotAlmostEqual(0.1, 0.2)
        self.assertAlmostEqual(1.0, 1.05, delta=0.1)

    def test_identity_and_membership(self):
        self.assertIs(None, None)
        self.assertIsNot([], [])
        self.assertIsNone(None)
        self.assertIsNotNone(0)
        self.assertIn(2, self.items)
        self.assertNotIn(5, self.items)
        self.assertIsInstance(True, int)
        self.assertNotIsInstance(1, str)
        self.assertTrue([0])
        self.assertFalse("")

    def test_containers(self):
        self.assertCountEqual([1, 2, 2, 3], [2, 3, 1, 2])
        self.assertDictEqual({"a": 1}, {"a": 1})
        self.assertSetEqual({1, 2}, {2, 1})
        self.assertTupleEqual((1, 2), (1, 2))
        self.assertSequenceEqual([1, 2], (1, 2))
        self.assertMultiLineEqual("a\nb", "a\nb")
        self.assertRegex("hello world", r"w\w+")
        self.assertNotRegex("hello", r"\d")
        self.assertNotEqual(1, 2)


suite = unittest.TestLoader().loadTestsFromTestCase(Arithmetic)
print(suite.countTestCases())
result = report(suite)
print(result.testsRun, result.wasSuccessful(), len(result.failures), len(result.errors))
print(log)
log.clear()
report(unittest.TestLoader().loadTestsFromTestCase(Arithmetic), verbosity=2)
print(log)
