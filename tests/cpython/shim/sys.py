"""`sys` for CPython's tests inside ophis: the plain facts they read, nothing of the host.

Only the runner's configuration has it; the sandbox itself denies `sys`.
"""

import _ophis_traceback
import _sandbox

maxsize = 2**63 - 1
maxunicode = 0x10FFFF
byteorder = "little"
platform = "linux"
version_info = (3, 11, 7, "final", 0)
hexversion = 0x030B07F0
version = "3.11.7 (ophis)"
argv = ["ophis"]

path = []
modules = {}
_recursion_limit = 1000


def _float_info():
    # IEEE 754 binary64, what CPython reports on every platform it runs on.
    from collections import namedtuple

    t = namedtuple(
        "float_info",
        "max max_exp max_10_exp min min_exp min_10_exp dig mant_dig epsilon radix rounds",
    )
    return t(
        1.7976931348623157e308,
        1024,
        308,
        2.2250738585072014e-308,
        -1021,
        -307,
        15,
        53,
        2.220446049250313e-16,
        2,
        1,
    )


float_info = _float_info()


def _flags():
    # CPython's flags without command-line options (`python3 -m test`): no -O, no -b, no -E.
    from collections import namedtuple

    t = namedtuple(
        "flags",
        "debug inspect interactive optimize dont_write_bytecode no_user_site no_site ignore_environment verbose bytes_warning quiet hash_randomization isolated dev_mode utf8_mode warn_default_encoding safe_path int_max_str_digits",
    )
    return t(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, False, 0, 0, False, -1)


flags = _flags()


def _hash_info():
    # CPython's on 64-bit Linux, which ophis's hashes of numbers follow.
    from collections import namedtuple

    t = namedtuple("hash_info", "width modulus inf nan imag algorithm hash_bits seed_bits cutoff")
    return t(64, 2**61 - 1, 314159, 0, 1000003, "siphash13", 64, 128, 0)


hash_info = _hash_info()


def _int_info():
    # CPython's on 64-bit Linux: 30-bit digits, and the int/str conversion limit ophis keeps.
    from collections import namedtuple

    t = namedtuple(
        "int_info",
        "bits_per_digit sizeof_digit default_max_str_digits str_digits_check_threshold",
    )
    return t(30, 4, 4300, 640)


int_info = _int_info()


class _Implementation:
    name = "ophis"
    cache_tag = None


implementation = _Implementation()


class _Stream:
    def write(self, text):
        print(text, end="")
        return len(text)

    def flush(self):
        pass


class _Swappable:
    """`stderr`: writes go to `target`, which `test.support.captured_stderr` swaps for a
    StringIO (the sandbox does not let a program rebind a module's attribute)."""

    def __init__(self, target):
        self.target = target

    def write(self, text):
        return self.target.write(text)

    def flush(self):
        self.target.flush()


stdout = _Stream()
stderr = _Swappable(_Stream())


def __excepthook__(exctype, value, traceback):
    """CPython's default hook: the exception as the interpreter displays an uncaught one
    (traceback, `Type: message` and its "Did you mean" suggestion), written to `stderr`. The
    text is ophis's own display (`_ophis_traceback.display_exception`); the traceback argument is the opaque
    `_Traceback` of `exc_info()`, so the exception's own traceback is shown."""
    stderr.write(_ophis_traceback.display_exception(value))


excepthook = __excepthook__


def getrecursionlimit():
    return _recursion_limit


def setrecursionlimit(n):
    global _recursion_limit
    _recursion_limit = n


def getsizeof(obj, default=None):
    _sandbox.lacks("sys.getsizeof")


def getrefcount(obj):
    _sandbox.lacks("sys.getrefcount")


def exception():
    """The exception being handled where this is called, or None: a bare `raise` re-raises
    exactly that one (the language's own rule), so catching it names it."""
    try:
        raise
    except RuntimeError as e:
        # ophis's own refusal when nothing is being handled, which has no context.
        if e.__context__ is None and e.args == ("No active exception to reraise",):
            return None
        return e
    except BaseException as e:
        return e


class _Traceback:
    """The third item of `exc_info()`: ophis's tracebacks are opaque (no frames), so a test
    that reads anything of it is skipped, naming that, rather than given a made-up value."""

    def __getattr__(self, name):
        _sandbox.lacks("traceback objects (tracebacks are opaque, no frames)")


def exc_info():
    """`(type, value, traceback)` of the exception being handled, from `exception()`; the
    traceback is opaque (`_Traceback`)."""
    e = exception()
    if e is None:
        return (None, None, None)
    return (type(e), e, _Traceback())


def _getframe(depth=0):
    _sandbox.lacks("frames")


def intern(s):
    return s


def get_int_max_str_digits():
    return 4300


def set_int_max_str_digits(n):
    _sandbox.lacks("sys.set_int_max_str_digits")


def getdefaultencoding():
    return "utf-8"


def gettrace():
    _sandbox.lacks("tracing (sys.settrace)")


def settrace(func):
    _sandbox.lacks("tracing (sys.settrace)")
