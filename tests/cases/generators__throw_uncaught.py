def guarded():
    try:
        yield 1
        yield 2
    finally:
        print("guarded finally runs")


g = guarded()
print(next(g))
g.throw(ValueError("thrown into generator"))
