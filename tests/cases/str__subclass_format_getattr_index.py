# `str % x` formats x itself (a str subclass's own __str__ for %s); a tuple subclass gives
# its items; attribute names may be str subclass instances; a string index error names the
# object's type.


class S(str):
    def __str__(self):
        return "__str__ overridden"


class Tup(tuple):
    pass


class Name(str):
    pass


x = S("xxx")
print("%s" % x, "%s" % (x,), "%r" % x, "{}".format(x), f"{x}", format(x))
print("%s-%s" % Tup((1, 2)))
try:
    print("%s" % Tup((1, 2)))
except TypeError as e:
    print(e)


class A:
    pass


a = A()
setattr(a, Name("attr"), 5)
print(getattr(a, Name("attr")), hasattr(a, Name("attr")), a.attr)
delattr(a, Name("attr"))
print(hasattr(a, "attr"))
for idx in (object(), 1.5, "x", None):
    try:
        "abc"[idx]
    except TypeError as e:
        print(e)
