# Raising an exception sets its __context__ to the one being handled, replacing an older
# context, and cuts the handled chain's link back to it, so no cycle forms.
class A(Exception):
    pass


class B(Exception):
    pass


class C(Exception):
    pass


def name(e):
    return None if e is None else type(e).__name__


try:
    try:
        raise A
    except A as a_:
        a = a_
        try:
            raise B
        except B as b_:
            b = b_
            try:
                raise C
            except C as c_:
                c = c_
                print(name(a.__context__), name(b.__context__), name(c.__context__))
                raise a
except A as e:
    exc = e
print(exc is a, name(a.__context__), name(c.__context__), name(b.__context__))

# An old context is replaced by the handled exception at a new raise.
x = ValueError("x")
try:
    try:
        raise KeyError("k")
    except KeyError:
        raise x
except ValueError:
    pass
print(name(x.__context__))
try:
    try:
        raise IndexError("i")
    except IndexError:
        raise x
except ValueError:
    pass
print(name(x.__context__))

# A pre-existing cycle in the handled chain does not hang the raise.
p, q = TypeError("p"), TypeError("q")
p.__context__ = q
q.__context__ = p
try:
    try:
        raise p
    except TypeError:
        raise A("new")
except A as e:
    print(name(e.__context__), e.__context__ is p, p.__context__ is q, q.__context__ is p)
