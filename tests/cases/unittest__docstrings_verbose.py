# At verbosity 2 the runner prints the first line of a test's docstring under its name, and a
# FunctionTestCase describes itself by its function; shortDescription reads the docstring.
import unittest


class Stream:
    def __init__(self):
        self.parts = []

    def write(self, text):
        self.parts.append(text)

    def flush(self):
        pass


class Documented(unittest.TestCase):
    def test_with_doc(self):
        """Checks addition.

        More text that is not shown.
        """
        self.assertEqual(1 + 1, 2)

    def test_without_doc(self):
        self.assertTrue(True)


def check_lengths():
    """A plain function as a test."""
    assert len("abc") == 3


suite = unittest.TestLoader().loadTestsFromTestCase(Documented)
suite.addTest(unittest.FunctionTestCase(check_lengths))
stream = Stream()
unittest.TextTestRunner(stream=stream, verbosity=2).run(suite)
for line in "".join(stream.parts).splitlines():
    if line.startswith("Ran "):
        line = line.split(" in ")[0]
    print(line)
print(Documented("test_with_doc").shortDescription())
print(Documented("test_without_doc").shortDescription())
