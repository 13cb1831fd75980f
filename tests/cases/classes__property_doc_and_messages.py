# A property's docstring: the given one, else the getter's, read when the property is made;
# writable and deletable; a copy with a new getter takes that getter's docstring. A subclass of
# property keeps the getter's docstring in the instance's own `__doc__` (its class docstring
# would shadow it), and one with `__slots__` cannot. The accessor errors name the type by its
# qualified name.


def f(self):
    "fdoc"
    return 1


class S(property):
    "class doc of S"


class Slotted(property):
    __slots__ = ()


class Outer:
    class cls:
        foo = property()

    class bare:
        pass

    bare.foo = property()


def run():
    print(S(f).__doc__, S(f, doc="x").__doc__, S(None, doc="x").__doc__, S(None).__doc__)
    p = S(f)
    p.__doc__ = "new"
    print(p.__doc__)
    q = property(f)
    q.__doc__ = None
    print(q.__doc__, q.getter(f).__doc__, q.setter(f).__doc__)
    r = property(f)
    print(r.getter(lambda s: 1).__doc__, r.setter(None).__doc__)
    print(property(f, doc="given").getter(lambda s: 1).__doc__)
    print(S(f).setter(None).__doc__, S(f).getter(lambda s: 2).__doc__)
    b = property(doc="basic")
    b.__doc__ = "extended"
    print(b.__doc__)
    del b.__doc__
    print(b.__doc__)
    try:
        Slotted(f)
    except AttributeError as e:
        print("AttributeError", e)
    print(Slotted(None, doc="d").__doc__)
    for k in (Outer.cls, Outer.bare):
        o = k()
        for act in (lambda: o.foo, lambda: setattr(o, "foo", 1), lambda: delattr(o, "foo")):
            try:
                act()
            except AttributeError as e:
                print(e)


run()
