# The argument errors of the builtin functions (declared signatures, one binder): each calling
# convention CPython's bltinmodule.c uses words its errors its own way.


def show(label, f, *args, **kwargs):
    try:
        f(*args, **kwargs)
        print(label, "ok")
    except TypeError as e:
        print(label, "TypeError:", e)


# METH_O
METH_O = [len, repr, ascii, abs, all, any, bin, oct, hex, chr, ord, callable, hash, id]
NAMES = "len repr ascii abs all any bin oct hex chr ord callable hash id".split()
for name, f in zip(NAMES, METH_O):
    show(name + "()", f)
    show(name + "(1, 2)", f, 1, 2)
    show(name + "(x=1)", f, x=1)
    show(name + "(1, x=1)", f, 1, x=1)

# Argument Clinic, positional only
show("divmod(1)", divmod, 1)
show("divmod(1, 2, 3)", divmod, 1, 2, 3)
show("divmod(x=1, y=2)", divmod, x=1, y=2)
show("format()", format)
show("format(1, '', 3)", format, 1, "", 3)
show("format(1, format_spec='')", format, 1, format_spec="")
show("getattr(1)", getattr, 1)
show("getattr(1, 'real', 2, 3)", getattr, 1, "real", 2, 3)
show("getattr(1, name='real')", getattr, 1, name="real")
show("setattr(1, 'a')", setattr, 1, "a")
show("setattr(1, 'a', 2, 3)", setattr, 1, "a", 2, 3)
show("hasattr(1)", hasattr, 1)
show("hasattr(1, 'real', 2)", hasattr, 1, "real", 2)
show("hasattr(1, name='real')", hasattr, 1, name="real")
show("delattr()", delattr)
show("dir(1, 2)", dir, 1, 2)
show("dir(1, x=2)", dir, 1, x=2)
show("isinstance(1)", isinstance, 1)
show("isinstance(1, int, int)", isinstance, 1, int, int)
show("isinstance(1, cls=int)", isinstance, 1, cls=int)
show("issubclass(int)", issubclass, int)
show("issubclass(int, int, int)", issubclass, int, int, int)
show("next()", next)
show("next(iter([]), 1, 2)", next, iter([]), 1, 2)
show("next(iter([1]), default=1)", next, iter([1]), default=1)

# *args and keyword-only parameters
show("max()", max)
show("min()", min)
show("max(key=len)", max, key=len)
show("max([1], zz=1)", max, [1], zz=1)
show("min(1, 2, zz=1)", min, 1, 2, zz=1)
show("max(1, 2, key=None, default=1, zz=1)", max, 1, 2, key=None, default=1, zz=1)
show("max([], default=1)", max, [], default=1)
show("print(zz=1)", print, zz=1)
show(
    "print(1, sep=' ', end='', file=None, flush=False, zz=1)",
    print,
    1,
    sep=" ",
    end="",
    file=None,
    flush=False,
    zz=1,
)

# Argument Clinic with keywords
show("pow()", pow)
show("pow(1)", pow, 1)
show("pow(1, 2, 3, 4)", pow, 1, 2, 3, 4)
show("pow(1, zz=1)", pow, 1, zz=1)
show("pow(1, 2, zz=1)", pow, 1, 2, zz=1)
show("pow(1, base=1)", pow, 1, base=1)
show("pow(base=2, exp=3)", pow, base=2, exp=3)
show("pow(2, exp=3, mod=5)", pow, 2, exp=3, mod=5)
show("round()", round)
show("round(1, 2, 3)", round, 1, 2, 3)
show("round(1, zz=1)", round, 1, zz=1)
show("round(1.5, 1, zz=1)", round, 1.5, 1, zz=1)
show("round(number=1.25, ndigits=1)", round, number=1.25, ndigits=1)
show("round(1.5, number=1)", round, 1.5, number=1)
show("sum()", sum)
show("sum([], 1, 2)", sum, [], 1, 2)
show("sum(iterable=[])", sum, iterable=[])
show("sum([1], start=1)", sum, [1], start=1)
show("sum([1], zz=1)", sum, [1], zz=1)

# sorted counts its positional argument, copies it, then hands its keywords to list.sort.
show("sorted()", sorted)
show("sorted([], [])", sorted, [], [])
show("sorted([], zz=1)", sorted, [], zz=1)
show("sorted(1, zz=1)", sorted, 1, zz=1)
show("sorted([], key=None, reverse=False, zz=1)", sorted, [], key=None, reverse=False, zz=1)
show("sorted(iterable=[])", sorted, iterable=[])
print(sorted([3, 1, 2], key=lambda x: -x, reverse=True))
print(max([1, 5, 2]), min(3, 1, 2, key=lambda x: -x), max([], default="empty"))
print(getattr(1, "nope", "default"), next(iter([]), "done"), round(2.675, ndigits=2))
