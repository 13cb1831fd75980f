"""`test.support.os_helper` for ophis: the sandbox has no file system, so the names exist
and every use of a file skips its test."""

import _sandbox

TESTFN = "@test_ophis_tmp"
TESTFN_ASCII = TESTFN
TESTFN_UNICODE = TESTFN + "-\xe0\xf2\u0258\u0141\u011f"
TESTFN_NONASCII = None
TESTFN_UNENCODABLE = None
TESTFN_UNDECODABLE = None
SAVEDCWD = "."


def unlink(filename):
    pass


def rmtree(path):
    pass


def temp_dir(path=None, quiet=False):
    _sandbox.lacks("files")


def temp_cwd(name="tempcwd", quiet=False):
    _sandbox.lacks("files")


def change_cwd(path, quiet=False):
    _sandbox.lacks("files")


class FakePath:
    """Simple implementation of the path protocol."""

    def __init__(self, path):
        self.path = path

    def __repr__(self):
        return f"<FakePath {self.path!r}>"

    def __fspath__(self):
        if (
            isinstance(self.path, BaseException)
            or isinstance(self.path, type)
            and issubclass(self.path, BaseException)
        ):
            raise self.path
        else:
            return self.path


class EnvironmentVarGuard:
    def __init__(self):
        _sandbox.lacks("environment variables")
