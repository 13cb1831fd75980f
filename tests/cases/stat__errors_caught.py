import stat

funcs = ["S_ISDIR", "S_IMODE", "S_IFMT", "filemode", "S_ISDOOR"]
for bad in [-1, 2 ** 32, 2 ** 64, 2 ** 70, 1.5, "644", None, [1]]:
    for f in funcs:
        try:
            getattr(stat, f)(bad)
            print(f, "ok")
        except (TypeError, OverflowError) as exc:
            print(f, type(exc) is OverflowError, exc)
for call in [lambda: stat.S_ISDIR(), lambda: stat.S_IMODE(1, 2), lambda: stat.filemode(mode=1), lambda: stat.S_ISWHT()]:
    try:
        call()
    except TypeError as exc:
        print(exc)
