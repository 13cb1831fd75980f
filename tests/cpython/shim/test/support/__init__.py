"""`test.support` for CPython's tests inside ophis: only what the vendored files use.

Written for ophis from the behaviour of CPython 3.11's `Lib/test/support/__init__.py`.
Helpers that need a host facility the sandbox deliberately lacks (subprocesses, files,
threads, locales, object sizes) skip the test that uses them with that reason.
"""

import contextlib
import functools
import unittest

import _sandbox

verbose = 0
real_max_memuse = 0
max_memuse = 0
use_resources = []
failfast = False
is_jython = False
is_android = False
is_emscripten = False
is_wasi = False
has_fork_support = False
has_subprocess_support = False
has_socket_support = False
MS_WINDOWS = False
# Whether strftime() supports glibc's extensions such as '%4Y', asked of `time` as CPython does.
try:
    import time as _time

    has_strftime_extensions = _time.strftime("%4Y") != "%4Y"
except (ImportError, ValueError):
    has_strftime_extensions = False
MAX_Py_ssize_t = 2**63 - 1
NHASHBITS = 61
LOOPBACK_TIMEOUT = 5.0
SHORT_TIMEOUT = 30.0
LONG_TIMEOUT = 300.0
INTERNET_TIMEOUT = 60.0
C_RECURSION_LIMIT = 800
_1M = 1024 * 1024
_1G = 1024 * _1M
_2G = 2 * _1G
_4G = 4 * _1G
TEST_HOME_DIR = "Lib/test"


class Error(Exception):
    """Base class for regression test exceptions."""


class TestFailed(Error):
    """Test failed."""


class ResourceDenied(unittest.SkipTest):
    """Test skipped because it requested a disallowed resource."""


class _ALWAYS_EQ:
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False


ALWAYS_EQ = _ALWAYS_EQ()


class _NEVER_EQ:
    def __eq__(self, other):
        return False

    def __ne__(self, other):
        return True

    def __hash__(self):
        return 1


NEVER_EQ = _NEVER_EQ()


@functools.total_ordering
class _LARGEST:
    def __eq__(self, other):
        return isinstance(other, _LARGEST)

    def __lt__(self, other):
        return False


LARGEST = _LARGEST()


@functools.total_ordering
class _SMALLEST:
    def __eq__(self, other):
        return isinstance(other, _SMALLEST)

    def __gt__(self, other):
        return False


SMALLEST = _SMALLEST()


def check_impl_detail(**guards):
    """True for CPython's own implementation details only when `cpython=False` is asked:
    ophis is not CPython, as PyPy is not."""
    guards = dict(guards)
    default = not any(guards.values()) if guards else False
    return guards.get("ophis", default)


def impl_detail(msg=None, **guards):
    if check_impl_detail(**guards):
        return lambda f: f
    if msg is None:
        msg = "implementation detail not available on ophis"
    return unittest.skip(msg)


def cpython_only(test):
    """Skips a test of a CPython implementation detail, as on every other implementation."""
    return impl_detail(cpython=True)(test)


def requires_IEEE_754(f):
    return f


def requires_docstrings(f):
    return f


def requires_resource(resource):
    return unittest.skip("resource %r is not enabled" % (resource,))


def requires_working_socket(*, module=False):
    # CPython gates whole files on sockets only because its asyncio event loop needs a socket
    # pair (test_asyncgen, test_contextlib_async); ophis's asyncio runs without sockets, so
    # such a file runs. A single test so marked uses sockets itself: the sandbox has none.
    if module:
        return None
    return unittest.skip("sandbox: no sockets (requires_working_socket)")


def requires(resource, msg=None):
    raise ResourceDenied(msg or "resource %r is not enabled" % (resource,))


def requires_subprocess():
    return unittest.skip("sandbox: no subprocesses")


def requires_fork():
    return unittest.skip("sandbox: no fork")


def requires_mac_ver(*min_version):
    return unittest.skip("not macOS")


def requires_legacy_unicode_capi(f):
    return unittest.skip("no C API")(f)


def skip_if_pgo_task(f):
    return f


def bigmemtest(size, memuse, dry_run=True):
    def decorator(f):
        def wrapper(self):
            _sandbox.lacks("big-memory tests")

        wrapper.__name__ = f.__name__
        return wrapper

    return decorator


def bigaddrspacetest(f):
    def wrapper(*args):
        _sandbox.lacks("big-address-space tests")

    wrapper.__name__ = f.__name__
    return wrapper


def gc_collect():
    pass


def disable_gc():
    return contextlib.nullcontext()


def check_free_after_iterating(test, iter, cls, args=()):
    _sandbox.lacks("finalizers (__del__) observation")


def calcobjsize(fmt):
    _sandbox.lacks("object sizes")


def calcvobjsize(fmt):
    _sandbox.lacks("object sizes")


def check_sizeof(test, o, size):
    _sandbox.lacks("object sizes")


def run_with_locale(catstr, *locales):
    def decorator(func):
        return func

    return decorator


def run_with_tz(tz):
    def decorator(func):
        def inner(*args, **kwds):
            _sandbox.lacks("time zone changes")

        inner.__name__ = func.__name__
        return inner

    return decorator


def adjust_int_max_str_digits(max_digits):
    def decorator(func):
        def inner(*args, **kwds):
            _sandbox.lacks("sys.set_int_max_str_digits")

        inner.__name__ = func.__name__
        return inner

    return decorator


def check_syntax_error(testcase, statement, errtext="", *, lineno=None, offset=None):
    _sandbox.lacks("compile()")


def check_disallow_instantiation(testcase, tp, *args, **kwds):
    testcase.assertRaises(TypeError, tp, *args, **kwds)


def check__all__(test_case, module, name_of_module=None, extra=(), not_exported=()):
    _sandbox.lacks("module introspection (check__all__)")


def run_doctest(module, verbosity=None, optionflags=0):
    _sandbox.lacks("doctest")


def findfile(filename, subdir=None):
    _sandbox.lacks("files")


def setswitchinterval(interval):
    pass


def catch_unraisable_exception():
    _sandbox.lacks("sys.unraisablehook")


@contextlib.contextmanager
def swap_attr(obj, attr, new_val):
    if hasattr(obj, attr):
        real_val = getattr(obj, attr)
        setattr(obj, attr, new_val)
        try:
            yield real_val
        finally:
            setattr(obj, attr, real_val)
    else:
        setattr(obj, attr, new_val)
        try:
            yield
        finally:
            if hasattr(obj, attr):
                delattr(obj, attr)


@contextlib.contextmanager
def swap_item(obj, item, new_val):
    if item in obj:
        real_val = obj[item]
        obj[item] = new_val
        try:
            yield real_val
        finally:
            obj[item] = real_val
    else:
        obj[item] = new_val
        try:
            yield
        finally:
            if item in obj:
                del obj[item]


@contextlib.contextmanager
def captured_output(stream_name):
    """Sends `sys.<stream_name>` to a StringIO while the block runs, as CPython's helper does.
    Only for stderr, the shim's own swappable stream (`sys.__excepthook__` writes the
    displayed exception there); ophis's `print()` writes to the run's output without going
    through `sys.stdout`, so a stdout capture would see nothing: its tests are skipped."""
    if stream_name != "stderr":
        _sandbox.lacks("sys.%s capture" % stream_name)
    import io
    import sys

    original = sys.stderr.target
    buffer = io.StringIO()
    sys.stderr.target = buffer
    try:
        yield buffer
    finally:
        sys.stderr.target = original


def captured_stdout():
    return captured_output("stdout")


def captured_stderr():
    return captured_output("stderr")


def captured_stdin():
    return captured_output("stdin")


@contextlib.contextmanager
def infinite_recursion(max_depth=75):
    yield


def no_tracing(func):
    return func


def refcount_test(test):
    return unittest.skip("sandbox: no reference counts")(test)


def requires_limited_api(test):
    return unittest.skip("no C API")(test)


def run_unittest(*classes):
    suite = unittest.TestSuite()
    loader = unittest.TestLoader()
    for cls in classes:
        suite.addTest(loader.loadTestsFromTestCase(cls))
    result = unittest.TextTestRunner().run(suite)
    if not result.wasSuccessful():
        raise TestFailed("tests failed")


def skip_unless_symlink(test):
    return unittest.skip("sandbox: no file system")(test)


def wait_process(pid, *, exitcode, timeout=None):
    _sandbox.lacks("processes")


def get_attribute(obj, name):
    try:
        return getattr(obj, name)
    except AttributeError:
        raise unittest.SkipTest("object %r has no attribute %r" % (obj, name))


def check_warnings(*filters, **kwargs):
    from test.support import warnings_helper

    return warnings_helper.check_warnings(*filters, **kwargs)


class SuppressCrashReport:
    """Suppresses the host's crash dialogs around a test that crashes a subprocess; in-process
    there is nothing to suppress."""

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        return False


def open_urlresource(url, *args, **kw):
    _sandbox.lacks("network")


def maybe_get_event_loop_policy():
    raise NotImplementedError("asyncio: ophis has no event loop")


def is_resource_enabled(resource):
    """No regrtest resource (`cpu`, `decimal`, `network`, ...) is enabled, as in a plain
    `python3 -m unittest` run."""
    return resource in use_resources


def check_sanitizer(*, address=False, memory=False, ub=False):
    return False


def darwin_malloc_err_warning(test_name):
    pass
