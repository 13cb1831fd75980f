def worker(name):
    print(name, "setup")
    try:
        i = 0
        while True:
            yield i
            i += 1
    except GeneratorExit:
        print(name, "got GeneratorExit")
        raise
    finally:
        print(name, "cleanup")


w = worker("w1")
print(next(w), next(w))
w.close()
print("after close")
w.close()
print("closing twice is fine")

w2 = worker("w2")
w2.close()
print("closing an unstarted generator runs nothing")


def with_finally():
    try:
        yield "a"
        yield "b"
    finally:
        print("finally in with_finally")


for item in with_finally():
    print("item", item)

gen = with_finally()
for item in gen:
    print("first only", item)
    break
gen.close()


def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield 2


s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print("RuntimeError", e)
