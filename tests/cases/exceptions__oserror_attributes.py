# OSError's arguments become errno, strerror, filename, filename2, and an errno picks the
# subclass, as in CPython.
import errno

e = OSError(2, "No such file or directory")
print(type(e).__name__, e.errno, e.strerror, e.filename, e.filename2, e.args, str(e))
e = OSError(errno.ENOENT, "missing", "a.txt")
print(type(e).__name__, e.errno, e.strerror, e.filename, e.filename2, e.args, str(e))
e = OSError(errno.EEXIST, "exists", "a", None, "b")
print(type(e).__name__, e.errno, e.filename, e.filename2, e.args, str(e))
e = OSError("just a message")
print(type(e).__name__, e.errno, e.strerror, e.filename, e.args, str(e))
e = OSError()
print(repr(e), e.errno, str(e))
e = OSError(1, 2, 3, 4, 5, 6)
print(e.errno, e.strerror, e.filename, e.args, str(e))
for code in [errno.EACCES, errno.EPERM, errno.EAGAIN, errno.ECHILD, errno.EISDIR,
             errno.ENOTDIR, errno.EINTR, errno.ESRCH, errno.ETIMEDOUT, errno.ECONNREFUSED,
             errno.ECONNRESET, errno.EPIPE, errno.ECONNABORTED, errno.EINPROGRESS, 9999]:
    print(code, type(OSError(code, "x")).__name__)
print(type(OSError(errno.ENOENT)).__name__)
e = FileNotFoundError(errno.ENOENT, "gone", "f.txt")
print(type(e).__name__, e.errno, e.strerror, e.filename, str(e), repr(e))
e = FileNotFoundError("plain")
print(e.errno, str(e))
print(IOError is OSError, EnvironmentError is OSError)
print(issubclass(FileNotFoundError, OSError), isinstance(OSError(2, "x"), FileNotFoundError))
try:
    raise OSError(errno.EACCES, "denied", "/etc/shadow")
except PermissionError as e:
    print("caught", e, e.errno, e.filename)
e = OSError(2, "x")
e.errno = 5
e.strerror = "changed"
e.filename = "g"
print(e.errno, e.strerror, e.filename, str(e))
class MyErr(OSError):
    pass
m = MyErr(2, "mine")
print(type(m).__name__, m.errno, m.strerror, str(m))
print(str(OSError(2, "x", "f", None, "g")))
print(BlockingIOError(11, "again", "f", None, 7 if False else None).args)
