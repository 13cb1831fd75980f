# SystemExit.code is its one argument, None without one, and the args tuple with several
# (unittest.main reads it; ophis had no `code` attribute).
for args in [(), (0,), (True,), ("bye",), (1, 2)]:
    try:
        raise SystemExit(*args)
    except SystemExit as e:
        print(repr(e.code), e.args)
