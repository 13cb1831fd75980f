# unittest: assertWarns and assertWarnsRegex see the warnings the block issues.
import unittest
import warnings


def old_api(x):
    warnings.warn("old_api is deprecated; use new_api", DeprecationWarning)
    return x + 1


class WarnTests(unittest.TestCase):
    def test_context_manager(self):
        with self.assertWarns(DeprecationWarning) as cm:
            self.assertEqual(old_api(1), 2)
        self.assertIn("deprecated", str(cm.warning))

    def test_callable_form(self):
        self.assertWarns(DeprecationWarning, old_api, 3)

    def test_regex(self):
        with self.assertWarnsRegex(DeprecationWarning, r"use \w+_api"):
            old_api(0)

    def test_regex_mismatch(self):
        with self.assertWarnsRegex(DeprecationWarning, "nothing like it"):
            old_api(0)

    def test_not_triggered(self):
        with self.assertWarns(UserWarning):
            old_api(0)

    def test_tuple_of_categories(self):
        with self.assertWarns((UserWarning, RuntimeWarning)):
            warnings.warn("runtime", RuntimeWarning)

    def test_exception_passes_through(self):
        with self.assertWarns(UserWarning):
            raise KeyError("k")


class Stream:
    def __init__(self):
        self.parts = []

    def write(self, text):
        self.parts.append(text)

    def flush(self):
        pass


# Traceback frame lines name the file, which differs between implementations: left out.
stream = Stream()
result = unittest.TextTestRunner(stream=stream, verbosity=2).run(
    unittest.defaultTestLoader.loadTestsFromTestCase(WarnTests))
for line in "".join(stream.parts).splitlines():
    if line.startswith("Ran "):
        line = line.split(" in ")[0]
    elif line.startswith("  File ") or line.startswith("    "):
        continue
    print(line)
print(result.testsRun, len(result.failures), len(result.errors))
