import stat

# An `ls -l`-style listing from recorded st_mode values.
LISTING = """drwxr-xr-x 0o40755 src
-rw-r--r-- 0o100644 README.md
-rwxr-xr-x 0o100755 build.sh
lrwxrwxrwx 0o120777 latest
srwxrwxrwx 0o140777 app.sock
prw-r--r-- 0o10644 events.fifo
crw-rw-rw- 0o20666 null
brw-rw---- 0o60660 sda
-rwsr-xr-x 0o104755 sudo
-rwxr-sr-x 0o102755 locate
drwxrwxrwt 0o41777 tmp
-rwSr--r-- 0o104644 odd
drwxrwx--T 0o41770 shared
"""

for line in LISTING.strip().splitlines():
    expected, mode_text, name = line.split()
    mode = int(mode_text, 8)
    text = stat.filemode(mode)
    kind = [k for k, f in [("dir", stat.S_ISDIR), ("reg", stat.S_ISREG), ("lnk", stat.S_ISLNK), ("sock", stat.S_ISSOCK),
                           ("fifo", stat.S_ISFIFO), ("chr", stat.S_ISCHR), ("blk", stat.S_ISBLK)] if f(mode)]
    print(f"{text} {oct(stat.S_IMODE(mode)):>7} {oct(stat.S_IFMT(mode)):>9} {kind} {name} {text == expected}")
print(stat.filemode(0), stat.filemode(0o7777), stat.filemode(0o170777), stat.filemode(0o777), stat.filemode(True))
