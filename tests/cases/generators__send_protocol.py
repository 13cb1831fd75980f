def accumulator():
    total = 0
    while True:
        value = yield total
        if value is None:
            print("got None, total stays", total)
        else:
            total += value


acc = accumulator()
print(next(acc))
print(acc.send(10))
print(acc.send(5))
print(next(acc))
print(acc.send(-3))


def echo():
    received = []
    try:
        while True:
            x = yield len(received)
            received.append(x)
    finally:
        print("echo closing with", received)


e = echo()
print(e.send(None))
print(e.send("a"))
print(e.send("b"))
e.close()
print("closed")


def averager():
    count = 0
    total = 0.0
    avg = None
    while True:
        term = yield avg
        total += term
        count += 1
        avg = total / count


a = averager()
next(a)
for v in [10, 20, 30, 40]:
    print("avg:", a.send(v))

try:
    fresh = accumulator()
    fresh.send(5)
except TypeError as err:
    print("TypeError", err)
