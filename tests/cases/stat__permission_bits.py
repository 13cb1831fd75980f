import stat

print(stat.S_IRWXU, stat.S_IRUSR, stat.S_IWUSR, stat.S_IXUSR, stat.S_IRWXG, stat.S_IRGRP, stat.S_IWGRP, stat.S_IXGRP)
print(stat.S_IRWXO, stat.S_IROTH, stat.S_IWOTH, stat.S_IXOTH, stat.S_ISUID, stat.S_ISGID, stat.S_ISVTX, stat.S_ENFMT)
print(stat.S_IREAD, stat.S_IWRITE, stat.S_IEXEC, stat.S_IREAD == stat.S_IRUSR)


def describe(mode):
    who = {"user": (stat.S_IRUSR, stat.S_IWUSR, stat.S_IXUSR), "group": (stat.S_IRGRP, stat.S_IWGRP, stat.S_IXGRP), "other": (stat.S_IROTH, stat.S_IWOTH, stat.S_IXOTH)}
    parts = []
    for name, (r, w, x) in who.items():
        perms = "".join(c for c, bit in zip("rwx", (r, w, x)) if mode & bit)
        parts.append(f"{name}={perms or '-'}")
    return " ".join(parts)


for mode in [0o644, 0o755, 0o600, 0o777, 0o640, 0o000, 0o4711]:
    print(oct(mode), describe(mode), stat.filemode(stat.S_IFREG | mode))

# chmod arithmetic: add group write, remove other read, set the sticky bit.
mode = 0o100644
mode |= stat.S_IWGRP
mode &= ~stat.S_IROTH
mode |= stat.S_ISVTX
print(oct(mode), stat.filemode(mode), oct(stat.S_IMODE(mode)), stat.S_ISREG(mode))
print(stat.S_IMODE(0o170777), stat.S_IFMT(0o170777), stat.S_IMODE(2 ** 32 - 1), stat.S_IFMT(2 ** 32 - 1))
