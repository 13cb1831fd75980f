# errno: Linux's symbolic codes and errorcode.
import errno

print(errno.ENOENT, errno.EACCES, errno.EEXIST, errno.EAGAIN == errno.EWOULDBLOCK, errno.EINVAL)
print(errno.errorcode[errno.ENOENT], errno.errorcode[13], len(errno.errorcode) > 100)
print(sorted(name for name in dir(errno) if name.startswith("EN"))[:6])
try:
    raise FileNotFoundError(errno.ENOENT, "No such file or directory", "data.csv")
except OSError as e:
    print(e.args[0] == errno.ENOENT, e.args[1])
