# A comparison method set to None in a class body is called like any other method, as
# CPython's slot_tp_richcompare does: TypeError, for the operator and its reflection.
class A:
    __eq__ = None


class B:
    __lt__ = None


class C(int):
    __eq__ = None


a = A()
for text, attempt in [
    ("a == a", lambda: a == a),
    ("a != a", lambda: a != a),
    ("B() < B()", lambda: B() < B()),
    ("1 > B()", lambda: 1 > B()),
    ("C(1) == 1", lambda: C(1) == 1),
    ("a in [a]", lambda: a in [a]),
    ("[a] == [a]", lambda: [a] == [a]),
]:
    try:
        print(text, attempt())
    except TypeError as e:
        print(text, "TypeError", e)
