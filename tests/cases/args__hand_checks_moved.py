# The native methods whose argument checks moved to declared signatures (args.rs): exception
# methods, iterator slot methods, set.__init__, operator.call, the str and bytes methods taking
# keywords, with CPython 3.11's exact messages.
import operator


class S(set):
    pass


class E(enumerate):
    pass


tests = [
    lambda: operator.call(),
    lambda: operator.call(len, "ab"),
    lambda: operator.call(dict, a=1),
    lambda: operator.call(a=1),
    lambda: "a b".split(None, 1, 2),
    lambda: "a b".split(sep=None, maxsplit=1, x=2),
    lambda: "a\tb".expandtabs(1, tabsize=2),
    lambda: b"a b".rsplit(b" ", maxsplit=0),
    lambda: ValueError().with_traceback(),
    lambda: ValueError().with_traceback(None, 1),
    lambda: ValueError().with_traceback(tb=None),
    lambda: type(ValueError("x").with_traceback(None)).__name__,
    lambda: ValueError().add_note(),
    lambda: ValueError().add_note("a", "b"),
    lambda: ValueError().add_note(note="a"),
    lambda: ValueError().add_note(1),
    lambda: set.__init__(set(), [], []),
    lambda: S([], []),
    lambda: set.__init__(set(), iterable=[]),
    lambda: S(iterable=[]),
    lambda: sorted(S([3, 1])),
    lambda: enumerate([]).__next__(1),
    lambda: enumerate([]).__next__(a=1),
    lambda: enumerate("ab").__next__(),
    lambda: E("ab").__next__(),
    lambda: map(len, []).__iter__(1, 2),
    lambda: zip().__iter__(a=1),
    lambda: list(zip("ab", "cd").__iter__()),
    lambda: iter([1]).__length_hint__(1),
    lambda: iter([1]).__length_hint__(a=1),
    lambda: reversed([1, 2]).__length_hint__(),
    lambda: reversed([1, 2]).__length_hint__(1),
    lambda: iter(range(3)).__length_hint__(1),
]
for i, t in enumerate(tests):
    try:
        print(i, repr(t()))
    except Exception as e:
        print(i, type(e).__name__, e)
