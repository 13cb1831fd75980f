# The argument errors of the generator core's methods (random.Random over the native _random).
import random


def show(label, f):
    try:
        f()
        print(label, "ok")
    except TypeError as e:
        print(label, "TypeError:", e)


r = random.Random(5)
show("random(1)", lambda: r.random(1))
show("random(x=1)", lambda: r.random(x=1))
show("getrandbits()", lambda: r.getrandbits())
show("getrandbits(1, 2)", lambda: r.getrandbits(1, 2))
show("getrandbits(k=3)", lambda: r.getrandbits(k=3))
show("getstate(1)", lambda: r.getstate(1))
show("setstate()", lambda: r.setstate())
print(r.random(), r.getrandbits(7), len(r.getstate()))
