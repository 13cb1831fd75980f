import stat

for umask in [0o022, 0o002, 0o077, 0o027]:
    file_mode = stat.S_IFREG | (0o666 & ~umask)
    dir_mode = stat.S_IFDIR | (0o777 & ~umask)
    print(f"umask {umask:03o}: files {stat.filemode(file_mode)} ({stat.S_IMODE(file_mode):o}), dirs {stat.filemode(dir_mode)} ({stat.S_IMODE(dir_mode):o})")
requested = [("log", 0o640), ("key", 0o600), ("script", 0o750), ("public", 0o755)]
for name, perms in requested:
    mode = stat.S_IFREG | perms
    can = {who: bool(mode & bit) for who, bit in [("owner-exec", stat.S_IXUSR), ("group-read", stat.S_IRGRP), ("other-read", stat.S_IROTH)]}
    print(name, stat.filemode(mode), sorted(k for k, v in can.items() if v))
