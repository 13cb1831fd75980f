# list, dict and set subclasses start empty and their __init__ fills them, as CPython's
# __new__/__init__ split: an iterator argument is read once (it was read twice, leaving the
# instance empty), set.__init__ exists (empties and refills), and CPython's argument errors.
for f in [
    lambda: set([], 2),
    lambda: set().__init__(a=1),
    lambda: frozenset([], 2),
    lambda: set(iterable=[1]),
    lambda: frozenset(a=1),
]:
    try:
        print(f())
    except TypeError as e:
        print("TypeError", e)
s = set([1, 2])
s.__init__([3])
print(s)
s.__init__()
print(s)


class SubSet(set):
    def __init__(self, iterable=[], newarg=None):
        set.__init__(self, iterable)


u = SubSet([1, 2], newarg=3)
print(u, type(u).__name__)


class SubFS(frozenset):
    def __new__(cls, iterable=(), newarg=None):
        return super().__new__(cls, iterable)


print(SubFS([1], newarg=3))


class T(set):
    pass


print(T(iter([1, 2])), T(x for x in [3]))


class U(set):
    def __init__(self, it):
        super().__init__(it)
        self.extra = 1


print(U(iter([1, 2])))


class F(frozenset):
    pass


print(F(iter([1, 2])))
calls = []


def gen():
    calls.append(1)
    yield 5


print(set(gen()), calls)


class L(list):
    pass


print(L(iter([1, 2])))


class D(dict):
    pass


print(D(iter([(1, 2)])))
print(D(a=1), D([(1, 2)], b=3), L("ab"))
try:
    L(1, 2)
except TypeError as e:
    print(e)
try:
    T([], 2)
except TypeError as e:
    print(e)
