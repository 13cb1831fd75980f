import stat

TYPE_BITS = {"-": stat.S_IFREG, "d": stat.S_IFDIR, "l": stat.S_IFLNK, "s": stat.S_IFSOCK, "p": stat.S_IFIFO, "c": stat.S_IFCHR, "b": stat.S_IFBLK}


def parse_mode(text):
    """Inverse of stat.filemode for the common cases."""
    mode = TYPE_BITS[text[0]]
    triples = [(stat.S_IRUSR, stat.S_IWUSR, stat.S_IXUSR, stat.S_ISUID, "s"),
               (stat.S_IRGRP, stat.S_IWGRP, stat.S_IXGRP, stat.S_ISGID, "s"),
               (stat.S_IROTH, stat.S_IWOTH, stat.S_IXOTH, stat.S_ISVTX, "t")]
    for i, (r, w, x, special, letter) in enumerate(triples):
        chunk = text[1 + 3 * i: 4 + 3 * i]
        if chunk[0] == "r":
            mode |= r
        if chunk[1] == "w":
            mode |= w
        if chunk[2] in ("x", letter):
            mode |= x
        if chunk[2] in (letter, letter.upper()):
            mode |= special
    return mode


for text in ["-rw-r--r--", "drwxr-xr-x", "-rwsr-xr-x", "drwxrwxrwt", "-rwSr-Sr-T", "lrwxrwxrwx", "srw-rw----", "prw-------", "crw-rw-rw-", "brw-rw----"]:
    mode = parse_mode(text)
    print(text, oct(mode), stat.filemode(mode) == text, stat.S_IFMT(mode) == TYPE_BITS[text[0]])
