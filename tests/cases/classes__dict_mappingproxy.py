# smolagents: Forbidden: Forbidden access to dunder attribute: __dict__
# A class's __dict__ is a read-only mappingproxy of its namespace, in the namespace's order.


class C:
    """Docstring."""

    x = 1

    def f(self):
        return "f"

    @staticmethod
    def s():
        return "s"

    @classmethod
    def k(cls):
        return "k"

    @property
    def p(self):
        return "p"


class D(C):
    y = 2


d = C.__dict__
print(type(d).__name__, type(d).__module__, type(d).__qualname__)
print(d["x"], d["f"](C()), type(d["s"]).__name__, type(d["k"]).__name__, type(d["p"]).__name__)
print(d["s"].__func__(), d["__doc__"], d["__module__"])
print("x" in d, "y" in d, "f" in C.__dict__, "y" in D.__dict__, "x" in D.__dict__)
print([k for k in d if not k.startswith("__")], [k for k in D.__dict__ if not k.startswith("__")])
print(sorted(k for k in d.keys() if not k.startswith("__")))
print([v for k, v in d.items() if k == "x"], d.get("x"), d.get("nope"), d.get("nope", 0))
print(len([v for v in d.values() if v == 1]))
print(D.__dict__["__doc__"], vars(D) == D.__dict__, vars(D)["y"])
print(isinstance(d, dict), type(d.copy()).__name__, d.copy()["x"])
print(type(d | {"z": 3}).__name__, (d | {"z": 3})["z"], ({"z": 3} | d)["x"])
print(repr(D.__dict__).startswith("mappingproxy({'__module__': '__main__', 'y': 2"))
print(str(D.__dict__).startswith("{'__module__': '__main__', 'y': 2"))
print(list(reversed(D.__dict__))[-2:])
try:
    d["x"] = 5
except TypeError as e:
    print("TypeError:", e)
try:
    del d["x"]
except TypeError as e:
    print("TypeError:", e)
try:
    d["missing"]
except KeyError as e:
    print("KeyError:", e)
try:
    hash(d)
except TypeError as e:
    print("TypeError:", e)
try:
    d |= {}
except TypeError as e:
    print("TypeError:", e)
try:
    d.x = 1
except AttributeError as e:
    print("AttributeError")
try:
    C.__dict__ = {}
except (AttributeError, TypeError, NotImplementedError) as e:
    print("refused")
# Writing the class is seen by a __dict__ read afterwards.
C.added = "later"
print(C.__dict__["added"], "added" in vars(C))
del C.added
print("added" in C.__dict__)

# mappingproxy itself, over any mapping.
mp = type(d)({"a": 1})
print(mp, mp["a"], len(mp), list(mp))
for bad in [[1], (1,), 5]:
    try:
        type(d)(bad)
    except TypeError as e:
        print("TypeError:", e)


# A metaclass sees the namespace as a dict, the class as a mappingproxy.
class Meta(type):
    def __new__(mcls, name, bases, ns):
        print(type(ns).__name__)
        cls = super().__new__(mcls, name, bases, ns)
        print(type(cls.__dict__).__name__)
        return cls


class M(metaclass=Meta):
    a = 1
