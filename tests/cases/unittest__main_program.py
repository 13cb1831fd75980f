# unittest.main() with exit=False and a runner: it finds the program's own TestCase classes,
# runs them in name order, and keeps the result on the program object.
import unittest


class Stream:
    def __init__(self):
        self.parts = []

    def write(self, text):
        self.parts.append(text)

    def flush(self):
        pass


class Zeta(unittest.TestCase):
    def test_one(self):
        self.assertEqual("ab" * 2, "abab")


class Alpha(unittest.TestCase):
    def test_two(self):
        self.assertEqual(len([1, 2]), 3)

    def test_three(self):
        pass


stream = Stream()
program = unittest.main(exit=False, testRunner=unittest.TextTestRunner(stream=stream, verbosity=2))
for line in "".join(stream.parts).splitlines():
    if line.startswith("Ran "):
        line = line.split(" in ")[0]
    elif line.startswith("  File ") or line.startswith("    "):
        continue
    print(line)
print(program.result.testsRun, program.result.wasSuccessful())
try:
    unittest.main(testRunner=unittest.TextTestRunner(stream=Stream()))
except SystemExit as e:
    print("SystemExit", e.code)
