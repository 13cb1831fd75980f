def resilient():
    n = 0
    while True:
        try:
            yield n
            n += 1
        except ValueError as e:
            print("caught ValueError:", e)
            n = 100
        except KeyError as e:
            print("caught KeyError:", e)
            return "stopped by key"


g = resilient()
print(next(g))
print(next(g))
print(g.throw(ValueError("reset")))
print(next(g))
try:
    g.throw(KeyError("k"))
except StopIteration as e:
    print("StopIteration value:", e.value)

try:
    next(g)
except StopIteration as e:
    print("exhausted, args:", e.args)


def fragile():
    yield 1
    yield 2


f = fragile()
print(next(f))
try:
    f.throw(IndexError("boom"))
except IndexError as e:
    print("propagated IndexError:", e)
try:
    next(f)
except StopIteration:
    print("fragile is finished")


def not_started():
    print("never printed")
    yield 1


ns = not_started()
try:
    ns.throw(RuntimeError("early"))
except RuntimeError as e:
    print("early throw:", e)
