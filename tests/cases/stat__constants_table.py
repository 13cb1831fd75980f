import stat

names = ["ST_MODE", "ST_INO", "ST_DEV", "ST_NLINK", "ST_UID", "ST_GID", "ST_SIZE", "ST_ATIME", "ST_MTIME", "ST_CTIME",
         "S_IFDIR", "S_IFCHR", "S_IFBLK", "S_IFREG", "S_IFIFO", "S_IFLNK", "S_IFSOCK", "S_IFDOOR", "S_IFPORT", "S_IFWHT",
         "UF_NODUMP", "UF_IMMUTABLE", "UF_APPEND", "UF_OPAQUE", "UF_NOUNLINK", "UF_COMPRESSED", "UF_HIDDEN",
         "SF_ARCHIVED", "SF_IMMUTABLE", "SF_APPEND", "SF_NOUNLINK", "SF_SNAPSHOT"]
for name in names:
    print(f"{name:<14} {getattr(stat, name):>10} {oct(getattr(stat, name)):>12}")
attrs = ["FILE_ATTRIBUTE_ARCHIVE", "FILE_ATTRIBUTE_COMPRESSED", "FILE_ATTRIBUTE_DEVICE", "FILE_ATTRIBUTE_DIRECTORY", "FILE_ATTRIBUTE_ENCRYPTED",
         "FILE_ATTRIBUTE_HIDDEN", "FILE_ATTRIBUTE_INTEGRITY_STREAM", "FILE_ATTRIBUTE_NORMAL", "FILE_ATTRIBUTE_NOT_CONTENT_INDEXED",
         "FILE_ATTRIBUTE_NO_SCRUB_DATA", "FILE_ATTRIBUTE_OFFLINE", "FILE_ATTRIBUTE_READONLY", "FILE_ATTRIBUTE_REPARSE_POINT",
         "FILE_ATTRIBUTE_SPARSE_FILE", "FILE_ATTRIBUTE_SYSTEM", "FILE_ATTRIBUTE_TEMPORARY", "FILE_ATTRIBUTE_VIRTUAL"]
print(sorted((getattr(stat, a), a) for a in attrs))
flags = stat.FILE_ATTRIBUTE_HIDDEN | stat.FILE_ATTRIBUTE_READONLY | stat.FILE_ATTRIBUTE_ARCHIVE
print([a for a in attrs if flags & getattr(stat, a)])
print(stat._filemode_table[0], stat._filemode_table[3])
fake_stat = (0o100640, 1234, 2049, 1, 1000, 1000, 4096, 1700000000, 1700000100, 1700000200)
print(stat.filemode(fake_stat[stat.ST_MODE]), fake_stat[stat.ST_SIZE], fake_stat[stat.ST_MTIME] - fake_stat[stat.ST_ATIME])
