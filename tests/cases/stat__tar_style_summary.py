import stat

# Summarize an archive's member modes like `tar tv` does, grouping by type.
MEMBERS = [("pkg/", 0o40755, 0), ("pkg/__init__.py", 0o100644, 120), ("pkg/cli", 0o100755, 2048), ("pkg/link", 0o120777, 0),
           ("pkg/data/", 0o40750, 0), ("pkg/data/db.sqlite", 0o100600, 65536), ("pkg/run.fifo", 0o10600, 0)]
totals = {}
for name, mode, size in MEMBERS:
    kind = ("directory" if stat.S_ISDIR(mode) else "symlink" if stat.S_ISLNK(mode) else "fifo" if stat.S_ISFIFO(mode)
            else "executable" if stat.S_ISREG(mode) and mode & (stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH) else "file")
    totals.setdefault(kind, [0, 0])
    totals[kind][0] += 1
    totals[kind][1] += size
    print(f"{stat.filemode(mode)} {size:>7} {name}")
for kind in sorted(totals):
    count, size = totals[kind]
    print(f"{kind:<11} {count} {size}")
private = [n for n, m, _ in MEMBERS if not stat.S_IMODE(m) & (stat.S_IRWXG | stat.S_IRWXO)]
print(private)
