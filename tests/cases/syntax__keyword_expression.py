kwargs = dict(a.b = 1)
