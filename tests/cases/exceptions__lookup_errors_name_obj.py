# smolagents: Forbidden: Forbidden call to dunder function: __getattribute__
# A failed attribute read sets the AttributeError's name and obj (unless already set), and an
# undefined name sets the NameError's name, as CPython does.
class A:
    blech = None

    def method(self):
        return self.missing_inside


obj = A()
try:
    obj.bluch
except AttributeError as exc:
    print(exc.name, exc.obj is obj, exc)
try:
    obj.bluch()
except AttributeError as exc:
    print(exc.name, exc.obj is obj)
try:
    obj.method()
except AttributeError as exc:
    print(exc.name, exc.obj is obj)
try:
    getattr(obj, "other")
except AttributeError as exc:
    print(exc.name, exc.obj is obj)
try:
    [].nope()
except AttributeError as exc:
    print(exc.name, exc.obj)
try:
    (5).real.nope
except AttributeError as exc:
    print(exc.name, exc.obj)


class G:
    def __getattr__(self, name):
        raise AttributeError(f"no {name}")


class H:
    def __getattr__(self, name):
        raise AttributeError("set", name="own", obj=None)


g = G()
try:
    g.thing
except AttributeError as exc:
    print(exc.name, exc.obj is g, exc)
try:
    H().thing
except AttributeError as exc:
    print(exc.name, exc.obj)
try:
    object.__getattribute__(obj, "bluch")
except AttributeError as exc:
    print(exc.name, exc.obj is obj)
print(getattr(obj, "absent", "default"), hasattr(obj, "absent"))
try:
    undefined_name
except NameError as exc:
    print(exc.name, exc)


def f():
    return not_defined_either


try:
    f()
except NameError as exc:
    print(exc.name)
try:
    del never_bound
except NameError as exc:
    print(exc.name)


def g2():
    x = 1
    del x
    return x


try:
    g2()
except UnboundLocalError as exc:
    print(exc.name, exc)
