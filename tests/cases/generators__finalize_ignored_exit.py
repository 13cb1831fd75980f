# A dropped generator that yields again in its `finally` ignored GeneratorExit: CPython reports
# a RuntimeError as unraisable (on stderr) and the program goes on; its frame is then cleared
# without running more of its code.


def stubborn():
    try:
        yield 1
    finally:
        print("stubborn finally")
        yield 2
        print("never printed")


s = stubborn()
print(next(s))
s = None
print("after drop")


def raising():
    try:
        yield 1
    finally:
        print("raising finally")
        raise ValueError("from finally")


r = raising()
next(r)
r = None
print("after raising drop")

# close() itself reports the same error to the caller.
s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print("RuntimeError:", e)
s = None
print("end")
