t = (1, 2, 3)
def setitem():
    t[0] = 5
def delitem():
    del t[0]
tests = [setitem, delitem, lambda: t[5], lambda: t.index(9), lambda: t + [4], lambda: t.append(4), lambda: t * "a", lambda: tuple(3), lambda: t["x"]]
for f in tests:
    try:
        print(f())
    except Exception as e:
        print(repr(e))
