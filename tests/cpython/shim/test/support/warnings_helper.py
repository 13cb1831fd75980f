"""`test.support.warnings_helper` for ophis: ophis has no warnings, so nothing is recorded;
a test that asserts a warning was issued fails, as it should on an implementation without
them, and one that only silences warnings runs."""

import contextlib
import _sandbox


class WarningsRecorder(object):
    def __init__(self, warnings_list):
        self._warnings = warnings_list
        self._last = 0

    def __getattr__(self, attr):
        if attr in ("message", "category", "filename", "lineno", "line"):
            return None
        raise AttributeError(attr)

    @property
    def warnings(self):
        return self._warnings[self._last:]

    def reset(self):
        self._last = len(self._warnings)


@contextlib.contextmanager
def check_warnings(*filters, **kwargs):
    yield WarningsRecorder([])


@contextlib.contextmanager
def check_no_warnings(testcase, message='', category=Warning, force_gc=False):
    yield


@contextlib.contextmanager
def check_no_resource_warning(testcase):
    yield


def ignore_warnings(*, category):
    def decorator(test):
        return test
    return decorator


def check_syntax_warning(testcase, statement, errtext='', *, lineno=1, offset=None):
    _sandbox.lacks("compile()")


@contextlib.contextmanager
def save_restore_warnings_filters():
    yield


def import_deprecated(name):
    from test.support import import_helper
    return import_helper.import_module(name)
