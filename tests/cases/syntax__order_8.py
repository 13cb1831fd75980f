del (a, b), [c]
del f()
