# The argument errors of the builtin constructors (declared signatures, one binder): Argument
# Clinic positional-only ones (`list expected at most 1 argument, got 2`) and keyword ones
# (`'x' is an invalid keyword argument for int()`), in CPython's words.


def show(label, f, *args, **kwargs):
    try:
        r = f(*args, **kwargs)
        print(label, "ok", repr(r))
    except TypeError as e:
        print(label, "TypeError:", e)


TYPES = [bool, int, float, complex, str, bytes, bytearray, list, tuple, dict, set, frozenset]
NAMES = "bool int float complex str bytes bytearray list tuple dict set frozenset".split()
for name, t in zip(NAMES, TYPES):
    show(name + "(1, 2, 3, 4, 5)", t, 1, 2, 3, 4, 5)
    show(name + "(zz=1)", t, zz=1)
    show(name + "(1, zz=1)", t, 1, zz=1)
show("object(1)", object, 1)
show("object(zz=1)", object, zz=1)
show("range()", range)
show("range(1, 2, 3, 4)", range, 1, 2, 3, 4)
show("range(stop=1)", range, stop=1)
show("range(1, 5, 2)", range, 1, 5, 2)
show("slice()", slice)
show("slice(1, 2, 3, 4)", slice, 1, 2, 3, 4)
show("slice(stop=1)", slice, stop=1)
show("slice(1, 5)", slice, 1, 5)
show("property(1, 2, 3, 4, 5)", property, 1, 2, 3, 4, 5)
show("property(fget=None, zz=1)", property, fget=None, zz=1)
show("staticmethod()", staticmethod)
show("staticmethod(1, 2)", staticmethod, 1, 2)
show("classmethod(function=1)", classmethod, function=1)
show("int(x=1)", int, x=1)
show("int('11', base=2)", int, "11", base=2)
show("int(base=10)", int, base=10)
show("int('1', 10, base=10)", int, "1", 10, base=10)
show("complex(real=1, imag=2)", complex, real=1, imag=2)
show("complex(1, real=2)", complex, 1, real=2)
show("str(object=1, zz=1)", str, object=1, zz=1)
show("str(object=5)", str, object=5)
show("str(b'a', 'ascii', 'strict', 4)", str, b"a", "ascii", "strict", 4)
show("str(b'a', encoding='ascii')", str, b"a", encoding="ascii")
show("bytes('a', encoding='utf-8')", bytes, "a", encoding="utf-8")
show("bytes(source=b'x')", bytes, source=b"x")
show("bytearray('a', 'utf-8', 'strict', 1)", bytearray, "a", "utf-8", "strict", 1)
show("dict(a=1)", dict, a=1)
show("list('ab')", list, "ab")
p = property()
show("setter()", p.setter)
show("setter(1, 2)", p.setter, 1, 2)
show("getter(x=1)", p.getter, x=1)
