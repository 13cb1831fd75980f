# smolagents: Forbidden: Forbidden call to dunder function: __getattribute__
# object.__getattribute__ is the generic lookup; a class's own __getattribute__ is called for
# every attribute read (methods too), and __getattr__ when it raises AttributeError.
class A:
    cls_attr = "c"

    def __init__(self):
        self.x = 1

    def m(self):
        return "m"

    def __getattr__(self, name):
        return "ga:" + name


a = A()
print(object.__getattribute__(a, "x"), object.__getattribute__(a, "cls_attr"))
print(object.__getattribute__(a, "m")(), a.__getattribute__("x"))
try:
    object.__getattribute__(a, "missing")
except AttributeError as e:
    print("AttributeError", e)
print(a.missing, getattr(a, "other"))
print(object.__getattribute__(a, "__class__").__name__, object.__getattribute__(a, "__dict__"))
try:
    object.__getattribute__(a, 1)
except TypeError as e:
    print(e)

log = []


class Logged:
    k = 10

    def __init__(self):
        self.v = 5

    def __getattribute__(self, name):
        log.append(name)
        if name == "secret":
            raise AttributeError("no secret")
        if name == "answer":
            return 42
        return object.__getattribute__(self, name)

    def __getattr__(self, name):
        return "fallback " + name

    def meth(self):
        return self.v + self.k


o = Logged()
print(o.v, o.k, o.answer, o.secret, o.nothing)
print(o.meth())
print(getattr(o, "answer"), hasattr(o, "v"), getattr(o, "zzz", "dflt"))
print(log)
print(o.__dict__, type(o).__name__)


class Sub(Logged):
    pass


s = Sub()
log.clear()
print(s.v, s.answer, s.meth(), log)


# Without __getattr__, the AttributeError propagates; super() reaches object's.
class Strict:
    def __getattribute__(self, name):
        if name.startswith("_p"):
            raise AttributeError(f"{name} is private")
        return super().__getattribute__(name)


st = Strict()
st.a = 1
st._priv = 2
print(st.a, hasattr(st, "_priv"))
try:
    st._priv
except AttributeError as e:
    print("AttributeError", e)


# A __getattribute__ added after the class was made takes effect.
class Late:
    y = 2


late = Late()
print(late.y)
Late.__getattribute__ = lambda self, name: "late " + name
print(late.y, late.anything)
del Late.__getattribute__
print(late.y)
