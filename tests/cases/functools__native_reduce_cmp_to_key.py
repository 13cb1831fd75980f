# CPython's reduce and cmp_to_key are C functions: stored on a class, they do not bind as
# methods, and the key objects they make are unhashable.
import functools


class Holder:
    reduce = functools.reduce
    cmp_to_key = functools.cmp_to_key


h = Holder()
print(h.reduce(lambda a, b: a + b, [1, 2, 3], 10))
print(type(functools.reduce).__name__, type(functools.cmp_to_key).__name__)


class Seq:
    def __getitem__(self, i):
        if 0 <= i < 4:
            return i
        raise IndexError


print(functools.reduce(lambda a, b: a + b, Seq()), functools.reduce(42, "1"))
for args in [(), (42, 42), (42, 42, 42), (1, 2, 3, 4)]:
    try:
        functools.reduce(*args)
    except TypeError as e:
        print("TypeError:", e)
try:
    functools.reduce(lambda a, b: a, [], initial=3)
except TypeError as e:
    print("TypeError:", e)


class FailingIter:
    def __iter__(self):
        raise RuntimeError("boom")


try:
    functools.reduce(max, FailingIter())
except RuntimeError as e:
    print("RuntimeError:", e)


def cmp1(x, y):
    return (x > y) - (x < y)


key = h.cmp_to_key(mycmp=cmp1)
print(key(obj=3) == key(3), key(3) > key(1), key(50).obj)
print(sorted([5, 1, 4], key=h.cmp_to_key(lambda x, y: y - x)))
for bad in [
    lambda: key(),
    lambda: key(None, None),
    lambda: functools.cmp_to_key(),
    lambda: functools.cmp_to_key(cmp1, None),
    lambda: hash(key(1)),
    lambda: key(3) > 1,
]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
import collections.abc

print(isinstance(key(1), collections.abc.Hashable))
