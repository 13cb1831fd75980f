# A function's __defaults__ and __kwdefaults__ may be replaced or deleted, and a call binds
# what they hold then (more defaults than parameters: the last ones apply); CPython's
# TypeErrors for the wrong types; a function's __dict__ must be a dict and cannot be deleted.


def first(a, b):
    return a + b


def second(a=1, b=2):
    return a + b


def kwo(a, *, k=3, m):
    return a, k, m


def show(f, *args, **kw):
    try:
        print(repr(f(*args, **kw)))
    except TypeError as e:
        print("TypeError", e)


print(first.__defaults__, second.__defaults__, kwo.__kwdefaults__)
first.__defaults__ = (1, 2)
print(first.__defaults__)
show(first)
show(first, 3)
show(first, 3, 5)
show(first, 1, 2, 3)
del second.__defaults__
print(second.__defaults__)
show(second)
second.__defaults__ = None
print(second.__defaults__)
second.__defaults__ = (10, 20, 30)
show(second)
show(second, 1, 2, 3)
del first.__defaults__
del first.__defaults__
print(first.__defaults__)
kwo.__kwdefaults__ = {"m": 5, "zz": 1}
show(kwo, 1)
kwo.__kwdefaults__ = None
print(kwo.__kwdefaults__)
show(kwo, 1, m=2)
del kwo.__kwdefaults__
show(kwo, 1, k=1, m=2)
for name, bad in (("__defaults__", [1]), ("__kwdefaults__", (1,))):
    try:
        setattr(first, name, bad)
    except TypeError as e:
        print("TypeError", e)


# A function or class whose name its enclosing scope declares global is qualified as a
# module-level one.
def outer():
    global inner_global, InnerGlobal

    def inner_global():
        def inner2():
            pass

        return inner2

    class InnerGlobal:
        def m(self):
            pass

    def local():
        pass

    return local


print(outer().__qualname__, inner_global.__qualname__, inner_global().__qualname__)
print(InnerGlobal.__qualname__, InnerGlobal.m.__qualname__)
