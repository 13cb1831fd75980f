import stat

for raw in ["755", "644", "-1"]:
    mode = int(raw, 8)
    print(raw, stat.filemode(stat.S_IFREG | mode) if mode >= 0 else "negative")
    print(stat.S_IMODE(mode))
