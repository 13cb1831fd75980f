# The evaluator's fast paths (tuple displays assigned without a tuple, builtin calls and
# builtin methods with arguments on the stack, augmented attribute assignment on small ints)
# must behave exactly like the general paths, errors and evaluation order included.
order = []


def note(x):
    order.append(x)
    return x


a, b = note(1), note(2)
a, b = b, a
[c, d] = note(3), note(4)
first, *rest = note(5), note(6), note(7)
*init, last = (8, 9)
x, (y, z) = 1, (2, 3)
print(a, b, c, d, first, rest, init, last, x, y, z, order)

try:
    p, q = note(10), note(11), note(12)
except ValueError as e:
    print("ValueError", e, order[-3:])
try:
    p, q, r = note(13), note(14)
except ValueError as e:
    print("ValueError", e)
try:
    p, *q, r = (note(15),)
except ValueError as e:
    print("ValueError", e)
try:
    p, q = note(16), 1 / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError", e, order[-1])


class Box:
    pass


bx = Box()
bx.n = 2**62
bx.n += 2**62
bx.n += 1
bx.f = 1.5
bx.f += 1
bx.s = "a"
bx.s += "b"
bx.m = 7
bx.m %= 3
print(bx.n, bx.f, bx.s, bx.m)
try:
    bx.missing += 1
except AttributeError as e:
    print("AttributeError", e)

print(abs(-3), len("abcd"), max(note(1), note(9), note(4)), min(3, 2, 1, 0), round(2.675, 2))
try:
    len(note(5), 6)
except TypeError as e:
    print("TypeError", e, order[-1])
try:
    abs(1 / 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)

lst = [3, 1, 2]
lst.append(note(4))
lst.insert(0, 0)
print(lst, lst.index(2), "-".join(["a", "b"]), {"k": 1}.get("k"), {"k": 1}.get("z", 0), (1, 2).count(1))
print("abc".upper(), "a,b".split(","), "x".center(5, "*"), [].copy(), (5).bit_length())
try:
    lst.nosuch(note(17))
except AttributeError as e:
    print("AttributeError", e, order[-1])
try:
    "abc".startswith(1)
except TypeError as e:
    print("TypeError", e)
try:
    lst.append(1, 2)
except TypeError as e:
    print("TypeError", e)
