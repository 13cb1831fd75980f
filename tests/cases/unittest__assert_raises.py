# assertRaises and assertRaisesRegex as context managers (with `cm.exception`) and as calls,
# their failure messages, and an unexpected exception passing through. Which frames CPython
# keeps in the traceback of a chained exception is its own detail: "Traceback" header lines
# are left out here.
import unittest


class Stream:
    def __init__(self):
        self.parts = []

    def write(self, text):
        self.parts.append(text)

    def flush(self):
        pass


def report(test):
    stream = Stream()
    result = unittest.TextTestRunner(stream=stream).run(test)
    for line in "".join(stream.parts).splitlines():
        if line.startswith("Ran "):
            line = line.split(" in ")[0]
        elif line.startswith(("  File ", "    ", "Traceback (most recent")):
            continue
        print(line)
    return result


def divide(a, b):
    return a / b


def lookup(mapping, key):
    return mapping[key]


seen = []


class Raising(unittest.TestCase):
    def test_context_manager(self):
        with self.assertRaises(ZeroDivisionError) as cm:
            divide(1, 0)
        seen.append(str(cm.exception))
        seen.append(isinstance(cm.exception, ArithmeticError))

    def test_callable(self):
        self.assertRaises(ValueError, int, "x")
        self.assertRaises(TypeError, divide, 1, "a")

    def test_tuple_of_types(self):
        with self.assertRaises((KeyError, IndexError)):
            [][1]

    def test_regex(self):
        with self.assertRaisesRegex(ValueError, r"invalid literal") as cm:
            int("nope")
        seen.append(cm.exception.args[0])
        self.assertRaisesRegex(KeyError, "k", lookup, {}, "k")

    def test_not_raised(self):
        with self.assertRaises(KeyError):
            pass

    def test_not_raised_callable(self):
        self.assertRaises(ValueError, divide, 4, 2)

    def test_regex_mismatch(self):
        with self.assertRaisesRegex(ValueError, "^zzz"):
            raise ValueError("abc")

    def test_wrong_exception(self):
        with self.assertRaises(KeyError):
            raise IndexError("other")

    def test_msg(self):
        with self.assertRaises(ValueError, msg="with a message"):
            pass

    def test_bad_type(self):
        self.assertRaises(int, divide, 1, 0)


result = report(unittest.TestLoader().loadTestsFromTestCase(Raising))
print(seen)
print(result.testsRun, len(result.failures), len(result.errors))
