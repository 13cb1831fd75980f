# The builtin iterator constructors are classes, and every builtin iterator has a named type.
import collections.abc

m = map(abs, [-1, 2])
print(type(m) is map, isinstance(m, map), map.__name__, repr(map), type(map))
print(type(filter(None, [])) is filter, type(enumerate([])) is enumerate, type(zip()) is zip)
print(type(reversed("ab")) is reversed, isinstance(reversed((1,)), reversed))
print(repr(filter), repr(enumerate), repr(zip), repr(reversed))
print(isinstance(m, collections.abc.Iterator), issubclass(map, collections.abc.Iterator))
print(isinstance(len, map), isinstance(iter([]), map), callable(map))

for x in [iter([]), iter(()), iter("abc"), iter("é"), iter(b""), iter(bytearray()),
          iter(range(3)), iter({}), iter({}.values()), iter({}.items()), iter(set()),
          iter(frozenset()), reversed([]), reversed(()), reversed("ab"), reversed(range(3)),
          reversed({}), reversed({}.values()), reversed({}.items()), iter(lambda: 1, 2),
          map(len, []), filter(None, []), enumerate([]), zip([])]:
    t = type(x)
    print(t.__name__, t.__qualname__, t.__module__, repr(t), type(x) is type(x))

# The type of an iterator does not change when it is exhausted.
it = iter([1])
before = type(it)
print(list(it), type(it) is before, type(it).__name__)
z = zip([1], [2])
list(z)
print(type(z).__name__)
print(type(reversed(range(1))) is type(iter(range(1))))

# The singletons' types.
print(type(None), type(NotImplemented), type(Ellipsis))
print(type(None)(), type(NotImplemented)(), type(Ellipsis)())
print(type(None)() is None, type(Ellipsis)() is ..., type(NotImplemented)() is NotImplemented)
for t in (type(None), type(NotImplemented), type(Ellipsis)):
    try:
        t(1)
    except TypeError as e:
        print(e)

# Calling the classes as before.
print(list(map(pow, [2, 3], [3, 2])), list(filter(None, [0, 1, 2])))
print(list(enumerate("ab", start=5)), list(enumerate(iterable="ab")), list(zip("ab", "cd")))
print(list(reversed([1, 2, 3])), list(reversed((1, 2))), list(reversed("xyz")))
print(list(reversed(range(1, 10, 3))), list(reversed(range(5, 0, -2))), list(reversed({1: 2, 3: 4})))
print(list(reversed({1: 2, 3: 4}.items())), list(reversed(bytearray(b"ab"))), list(reversed(b"ab")))
print(list(enumerate("ab", 2**63 - 1)), list(enumerate("ab", -2**64)))
for call in [lambda: map(), lambda: map(len), lambda: map(len, [], x=1), lambda: filter(),
             lambda: filter(None, [], 1), lambda: filter(None, [], x=1), lambda: enumerate(),
             lambda: enumerate([], 1, 2), lambda: enumerate([], x=1), lambda: enumerate([], start=1.5),
             lambda: enumerate(1), lambda: reversed(), lambda: reversed([], 1),
             lambda: reversed([], a=1), lambda: reversed(1), lambda: zip(x=1), lambda: zip(1),
             lambda: iter(), lambda: iter(1, 2, 3), lambda: iter(1, 2), lambda: iter([], x=1),
             lambda: map(len, 5)]:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)

# reversed() over sequences is lazy, as CPython's.
lst = [1, 2, 3]
r = reversed(lst)
print(next(r))
lst.clear()
print(list(r))
class Seq:
    def __len__(self):
        return 3
    def __getitem__(self, i):
        print("get", i)
        return i * 10
r = reversed(Seq())
print(next(r), list(r))
class NoRev:
    __reversed__ = None
    def __len__(self):
        return 1
    def __getitem__(self, i):
        return i
try:
    reversed(NoRev())
except TypeError as e:
    print(e)
