# copy.copy and copy.deepcopy of the builtin iterators, through their __reduce__ as CPython:
# a shallow copy shares the container (or inner iterator), a deep copy copies it, and a dict
# or set iterator becomes a list_iterator over what it had left.
import copy


class Seq:
    def __init__(self, n):
        self.n = n

    def __getitem__(self, i):
        if i < self.n:
            return i * 10
        raise IndexError(i)


def counter():
    # A function is copied atomically, so the copies share its list.
    left = [1, 2, 3]

    def f():
        return left.pop(0) if left else None

    return f


makers = [
    ("list", lambda: iter([1, 2, 3])),
    ("tuple", lambda: iter((1, 2, 3))),
    ("range", lambda: iter(range(5))),
    ("longrange", lambda: iter(range(2**70, 2**70 + 3))),
    ("str", lambda: iter("abc")),
    ("str_unicode", lambda: iter("aéb")),
    ("bytes", lambda: iter(b"ab")),
    ("dict", lambda: iter({1: 2, 3: 4})),
    ("dict_values", lambda: iter({1: 2, 3: 4}.values())),
    ("dict_items", lambda: iter({1: 2, 3: 4}.items())),
    ("set", lambda: iter({1, 2})),
    ("frozenset", lambda: iter(frozenset({1, 2}))),
    ("list_reversed", lambda: reversed([1, 2, 3])),
    ("str_reversed", lambda: reversed("xyz")),
    ("dict_reversed", lambda: reversed({1: 1, 2: 2, 3: 3})),
    ("seq", lambda: iter(Seq(3))),
    ("enumerate", lambda: enumerate([1, 2, 3])),
    ("zip", lambda: zip([1, 2], [3, 4])),
    ("map", lambda: map(abs, [1, -2, -3])),
    ("filter", lambda: filter(None, [1, 0, 2, 3])),
    ("callable", lambda: iter(counter(), None)),
]
for name, mk in makers:
    for op in (copy.copy, copy.deepcopy):
        it = mk()
        next(it)
        c = op(it)
        print(name, op.__name__, type(c).__name__, list(c), list(it))
    # Exhausted iterators copy to exhausted ones (of CPython's type).
    it = mk()
    list(it)
    c = copy.copy(it)
    print(name, "exhausted", type(c).__name__, list(c))

# A shallow copy shares the list: a change shows in both; a deep copy does not.
lst = [1, 2, 3]
it = iter(lst)
next(it)
shallow, deep = copy.copy(it), copy.deepcopy(it)
lst.append(4)
print(list(shallow), list(deep), list(it))
# Deep copies of a structure holding an iterator and its list keep them together.
lst = [1, 2, 3]
pair = copy.deepcopy((lst, iter(lst)))
pair[0].append(9)
print(pair[0], list(pair[1]), lst)
# Generators cannot be copied, as in CPython.


def gen():
    yield 1


for op in (copy.copy, copy.deepcopy):
    try:
        op(gen())
    except TypeError as e:
        print(op.__name__, e)
