f = lambda: (yield)
g = f()
print(next(g))
print(next(g, 'done'))
