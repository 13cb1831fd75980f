import stat

print(stat.S_IFMT(0xFFFFFFFF), stat.S_IMODE(0xFFFFFFFF))
print(stat.S_ISDIR(0x100000000))
