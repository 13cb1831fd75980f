"""`io` for CPython's tests inside ophis: in-memory text and byte streams only (`StringIO`,
`BytesIO`), written for ophis; no files. Only the runner's configuration has it; the sandbox
itself denies `io`."""

import _sandbox

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
DEFAULT_BUFFER_SIZE = 8192


class UnsupportedOperation(OSError, ValueError):
    pass


class _Memory:
    """The part StringIO and BytesIO share: a buffer, a position, and the closed flag."""

    _empty = ""

    def __init__(self, initial):
        self._buf = initial
        self._pos = 0
        self.closed = False

    def _check(self):
        if self.closed:
            raise ValueError("I/O operation on closed file.")

    def getvalue(self):
        self._check()
        return self._buf

    def write(self, s):
        self._check()
        self._type_check(s)
        n = len(s)
        if self._pos > len(self._buf):
            self._buf = self._buf + self._pad(self._pos - len(self._buf))
        self._buf = self._buf[: self._pos] + s + self._buf[self._pos + n :]
        self._pos += n
        return n

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def read(self, size=-1):
        self._check()
        if size is None or size < 0:
            end = len(self._buf)
        else:
            end = min(self._pos + size, len(self._buf))
        out = self._buf[self._pos : end]
        self._pos = max(self._pos, end)
        return out

    def readline(self, size=-1):
        self._check()
        nl = self._newline
        i = self._buf.find(nl, self._pos)
        end = len(self._buf) if i < 0 else i + 1
        if size is not None and size >= 0:
            end = min(end, self._pos + size)
        out = self._buf[self._pos : end]
        self._pos = max(self._pos, end)
        return out

    def readlines(self, hint=-1):
        lines = []
        while True:
            line = self.readline()
            if not line:
                return lines
            lines.append(line)

    def __iter__(self):
        self._check()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def seek(self, pos, whence=0):
        self._check()
        if whence == 0:
            if pos < 0:
                raise ValueError("negative seek value %d" % pos)
            self._pos = pos
        elif whence == 1:
            self._pos = max(0, self._pos + pos)
        elif whence == 2:
            self._pos = max(0, len(self._buf) + pos)
        else:
            raise ValueError("invalid whence (%r, should be 0, 1 or 2)" % (whence,))
        return self._pos

    def tell(self):
        self._check()
        return self._pos

    def truncate(self, size=None):
        self._check()
        if size is None:
            size = self._pos
        if size < 0:
            raise ValueError("negative size value %d" % size)
        self._buf = self._buf[:size]
        return size

    def close(self):
        self.closed = True

    def flush(self):
        self._check()

    def readable(self):
        self._check()
        return True

    writable = seekable = readable

    def isatty(self):
        self._check()
        return False

    def fileno(self):
        raise UnsupportedOperation("fileno")

    def __enter__(self):
        self._check()
        return self

    def __exit__(self, *exc_info):
        self.close()


class StringIO(_Memory):
    _newline = "\n"

    def __init__(self, initial_value="", newline="\n"):
        if initial_value is None:
            initial_value = ""
        if not isinstance(initial_value, str):
            raise TypeError(
                "initial_value must be str or None, not %s" % type(initial_value).__name__
            )
        super().__init__(initial_value)

    def _type_check(self, s):
        if not isinstance(s, str):
            raise TypeError("string argument expected, got '%s'" % type(s).__name__)

    def _pad(self, n):
        return "\0" * n


class BytesIO(_Memory):
    _newline = b"\n"

    def __init__(self, initial_bytes=b""):
        super().__init__(bytes(initial_bytes) if initial_bytes is not None else b"")

    def _type_check(self, s):
        if isinstance(s, str):
            raise TypeError("a bytes-like object is required, not 'str'")

    def write(self, s):
        return super().write(bytes(s))

    def _pad(self, n):
        return b"\0" * n

    def getbuffer(self):
        _sandbox.lacks("memoryview")


def open(*args, **kwargs):
    _sandbox.lacks("files")


class IOBase:
    pass


class RawIOBase(IOBase):
    pass


class BufferedIOBase(IOBase):
    pass


class TextIOBase(IOBase):
    pass


TextIOWrapper = BufferedReader = BufferedWriter = FileIO = open
