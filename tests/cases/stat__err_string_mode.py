import stat

entries = {"a.txt": 0o100644, "bin": 0o40755, "weird": "0o100644"}
for name, mode in entries.items():
    print(name, stat.filemode(mode))
