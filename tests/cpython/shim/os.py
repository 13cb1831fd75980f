"""`os` for CPython's tests inside ophis: names only; the file system is not there."""

import _sandbox

sep = "/"
linesep = "\n"
name = "posix"
environ = {}
devnull = "/dev/null"


def getenv(key, default=None):
    return default


def getpid():
    _sandbox.lacks("processes")


def fspath(path):
    if isinstance(path, (str, bytes)):
        return path
    return path.__fspath__()


def unlink(path):
    _sandbox.lacks("files")


remove = unlink
