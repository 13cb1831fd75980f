def compute():
    yield "step1"
    yield "step2"
    return {"result": 42}


g = compute()
print(next(g))
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("value:", e.value)
    print("args:", e.args)


def empty_return():
    return
    yield


try:
    next(empty_return())
except StopIteration as e:
    print("value is None:", e.value is None)


def run_to_completion(gen):
    produced = []
    while True:
        try:
            produced.append(next(gen))
        except StopIteration as stop:
            return produced, stop.value


print(run_to_completion(compute()))
print(run_to_completion(iter([1, 2, 3])))


def counter():
    n = yield
    total = 0
    while n is not None:
        total += n
        n = yield
    return total


c = counter()
next(c)
for v in (3, 4, 5):
    c.send(v)
try:
    c.send(None)
except StopIteration as e:
    print("sum via return:", e.value)

print("default next:", next(compute(), "x"), next(empty_return(), "default"))
