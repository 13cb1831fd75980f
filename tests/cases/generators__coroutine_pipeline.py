def printer(prefix):
    try:
        while True:
            item = yield
            print(prefix, item)
    finally:
        print(prefix, "printer closed")


def filter_stage(pred, target):
    try:
        while True:
            item = yield
            if pred(item):
                target.send(item)
    finally:
        target.close()


def map_stage(fn, target):
    try:
        while True:
            target.send(fn((yield)))
    finally:
        target.close()


def primed(gen):
    next(gen)
    return gen


sink = primed(printer(">>"))
pipe = primed(map_stage(lambda x: x * x, primed(filter_stage(lambda x: x % 2 == 1, sink))))
for n in range(8):
    pipe.send(n)
pipe.close()
print("pipeline closed")


def broadcaster(*targets):
    while True:
        item = yield
        for t in targets:
            t.send(item)


a = primed(printer("A"))
b = primed(printer("B"))
bc = primed(broadcaster(a, b))
bc.send("hello")
bc.send("world")
a.close()
b.close()
