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


class path:
    """`os.path` with the string operations only; nothing exists."""

    sep = "/"

    @staticmethod
    def join(a, *parts):
        for p in parts:
            if p.startswith("/"):
                a = p
            elif not a or a.endswith("/"):
                a = a + p
            else:
                a = a + "/" + p
        return a

    @staticmethod
    def dirname(p):
        i = p.rfind("/") + 1
        head = p[:i]
        if head and head != "/" * len(head):
            head = head.rstrip("/")
        return head

    @staticmethod
    def basename(p):
        return p[p.rfind("/") + 1 :]

    @staticmethod
    def abspath(p):
        return p

    @staticmethod
    def normpath(p):
        return p

    @staticmethod
    def exists(p):
        return False

    isfile = isdir = exists


def listdir(path="."):
    """The runner vendors no data directories (CPython's `decimaltestdata`, ...): every
    directory is empty, as `path.exists` says nothing exists, so the tests a file would build
    from such data are simply not generated."""
    return []
