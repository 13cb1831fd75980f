def risky(values):
    for v in values:
        print("processing", v)
        yield 10 // v


g = risky([5, 2, 0, 1])
print(next(g))
print(next(g))
try:
    next(g)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
print("after error:", next(g, "generator is finished"))


def safer(values):
    for v in values:
        try:
            result = 10 // v
        except ZeroDivisionError:
            result = None
        yield result


print(list(safer([5, 0, 3])))


def gen_with_return_in_finally():
    try:
        yield 1
        yield 2
    finally:
        print("finally block")


g2 = gen_with_return_in_finally()
print(next(g2))
g2.close()
print("closed generator explicitly")
r = risky([1, 0])
print(list(r))
