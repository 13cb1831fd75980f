def two():
    yield "first"
    yield "second"


g = two()
print(next(g))
print(next(g))
print(list(g))
print(next(g, "fallback"))
next(g)
