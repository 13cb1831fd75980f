def sub():
    total = 0
    while True:
        try:
            x = yield total
        except ValueError as e:
            print("sub handled", e)
            continue
        if x is None:
            return total
        total += x


def main():
    result = yield from sub()
    print("sub returned", result)
    yield "main-after"
    return "main-done"


m = main()
print(next(m))
print(m.send(4))
print(m.send(6))
print(m.throw(ValueError("oops")))
print(m.send(1))
print(m.send(None))
try:
    next(m)
except StopIteration as e:
    print("main returned", e.value)


def closer():
    try:
        yield 1
        yield 2
    finally:
        print("inner finally")


def wrapper():
    try:
        yield from closer()
    finally:
        print("wrapper finally")


w = wrapper()
print(next(w))
w.close()
print("closed wrapper")
