# copy.deepcopy keeps atomic items (exact int, float, str, bytes, None, bool, functions,
# classes, ranges) as they are inside lists, tuples and dicts, copies instances of their
# subclasses, and returns a tuple of atomic items itself.
import copy


class MyInt(int):
    pass


class MyStr(str):
    pass


def f():
    pass


s = "".join(["ab", "cd"])
big = 2**80
items = [s, big, 1.5, b"xy", None, True, f, MyInt, range(3), 3 + 4j, MyInt(5), MyStr("z")]
d = copy.deepcopy(items)
print([a is b for a, b in zip(items, d)], d == items, type(d[10]).__name__, type(d[11]).__name__)
t = (s, big, None)
print(copy.deepcopy(t) is t, copy.deepcopy((s, [1])) is not None)
m = {s: big, big: [s], MyStr("k"): MyInt(1)}
dm = copy.deepcopy(m)
print([a is b for a, b in zip(m, dm)], dm[s] is big, dm[big][0] is s, dm == m)
# A memo passed by the caller still decides for the objects it names.
memo = {}
lst = [1, 2]
out = copy.deepcopy([lst, lst, s], memo)
print(out[0] is out[1], out[0] is not lst, out[2] is s, len(memo))
