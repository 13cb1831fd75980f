# Errors of a generator expression a builtin consumes at once: raised where and as CPython
# raises them (the first iterable's at creation, the body's from the generator, PEP 479, the
# consumer's own messages).
log = []


def t(x):
    log.append(x)
    return x


def boom():
    log.append("boom")
    raise ValueError("first iterable")


try:
    sum(t(x) for x in boom())
except ValueError as e:
    print("ValueError", e, log)
log.clear()

for consumer in (sum, any, all, min, max, sorted, list, tuple, set, frozenset):
    try:
        consumer(x for x in 5)
    except TypeError as e:
        print(consumer.__name__, "TypeError", e)

try:
    "".join(x for x in None)
except TypeError as e:
    print("join TypeError", e)

# The body's exceptions come out of the consumer unchanged.
for consumer in (sum, any, all, min, max, sorted, list, tuple, set, frozenset):
    try:
        consumer(1 // x for x in [1, 0])
    except ZeroDivisionError as e:
        print(consumer.__name__, "ZeroDivisionError", e)
try:
    "".join(str(1 // x) for x in [1, 0])
except ZeroDivisionError as e:
    print("join ZeroDivisionError", e)

# StopIteration raised in the body becomes RuntimeError, raised from it.
for consumer in (sum, any, all, min, max, sorted, list, tuple, set, frozenset):
    it = iter([])
    try:
        consumer(next(it) for x in [1])
    except RuntimeError as e:
        print(consumer.__name__, "RuntimeError", e, type(e.__cause__).__name__)
try:
    "".join(next(iter([])) for x in [1])
except RuntimeError as e:
    print("join RuntimeError", e, type(e.__cause__).__name__)


class MyStop(StopIteration):
    pass


def raise_my_stop(x):
    raise MyStop(x)


try:
    sum(raise_my_stop(x) for x in [7])
except RuntimeError as e:
    print("RuntimeError", e, repr(e.__cause__))

# A StopIteration the consumer itself raises (not the body) stays a StopIteration.


class StopsAdd:
    def __radd__(self, other):
        raise StopIteration("from __radd__")

    def __bool__(self):
        raise StopIteration("from __bool__")


for consumer in (sum, any, all):
    try:
        consumer(StopsAdd() for x in [1])
    except StopIteration as e:
        print(consumer.__name__, "StopIteration", e)
    except RuntimeError as e:
        print(consumer.__name__, "wrong: RuntimeError", e)

# The consumers' own errors and messages.
try:
    sum(s for s in ["a", "b"])
except TypeError as e:
    print("sum TypeError", e)
try:
    sum(x for x in [1, None])
except TypeError as e:
    print("sum TypeError", e)
for consumer in (min, max):
    try:
        consumer(x for x in [])
    except ValueError as e:
        print(consumer.__name__, "ValueError", e)
    try:
        consumer(x for x in [1, "a"])
    except TypeError as e:
        print(consumer.__name__, "TypeError", e)
try:
    "".join(x for x in ["a", 1, "b"])
except TypeError as e:
    print("join TypeError", e)
try:
    ", ".join(x for x in ["a", "b", b"c"])
except TypeError as e:
    print("join TypeError", e)
try:
    sorted(x for x in [1, "a"])
except TypeError as e:
    print("sorted TypeError", e)
try:
    set([x] for x in range(3) if t(x) is not None)
except TypeError as e:
    print("set TypeError", e, log)
log.clear()
try:
    frozenset({x: 1} for x in range(2))
except TypeError as e:
    print("frozenset TypeError", e)


class BadBool:
    def __bool__(self):
        raise ValueError("no truth")


try:
    any(BadBool() for x in [1])
except ValueError as e:
    print("any ValueError", e)

# An unbound name in the body is a NameError naming it; the loop variable does not leak.
try:
    sum(x + undefined_name for x in [1])
except NameError as e:
    print("NameError", e)


def f():
    try:
        return sum(y + z for y in [1])
    except NameError as e:
        return "NameError " + str(e)


print(f())

# Uncaught: the consumer passes the body's error up with its own frames.
print(sum(10 // x for x in [5, 2, 0]))
