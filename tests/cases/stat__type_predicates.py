import stat

preds = ["S_ISDIR", "S_ISCHR", "S_ISBLK", "S_ISREG", "S_ISFIFO", "S_ISLNK", "S_ISSOCK", "S_ISDOOR", "S_ISPORT", "S_ISWHT"]
types = [0, stat.S_IFDIR, stat.S_IFCHR, stat.S_IFBLK, stat.S_IFREG, stat.S_IFIFO, stat.S_IFLNK, stat.S_IFSOCK, 0o170000, 0o030000]
for t in types:
    mode = t | 0o644
    print(oct(mode).rjust(9), [p[4:] for p in preds if getattr(stat, p)(mode)], stat.filemode(mode))
# A socket's type bits contain both the regular-file and directory bits: only exact matches count.
print(stat.S_ISREG(stat.S_IFSOCK), stat.S_ISDIR(stat.S_IFSOCK), stat.S_ISSOCK(stat.S_IFSOCK), stat.S_ISBLK(stat.S_IFBLK), stat.S_ISCHR(stat.S_IFBLK))


class Mode(int):
    pass


m = Mode(0o100600)
print(stat.S_ISREG(m), stat.S_IMODE(m), type(stat.S_IMODE(m)) is int, stat.filemode(m), stat.S_ISDIR(True), stat.S_IMODE(False))
counts = {}
for mode in [0o40755, 0o100644, 0o100600, 0o120777, 0o40700, 0o100755]:
    kind = "dir" if stat.S_ISDIR(mode) else "link" if stat.S_ISLNK(mode) else "file"
    counts[kind] = counts.get(kind, 0) + 1
print(sorted(counts.items()))
