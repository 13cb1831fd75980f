# smolagents: Forbidden: Forbidden access to dunder attribute: __setattr__
# object.__setattr__ and object.__delattr__ are slot wrappers: CPython words their argument
# errors as such (a leading space in __setattr__'s count message is CPython's own).


def show(label, f, *args, **kwargs):
    try:
        r = f(*args, **kwargs)
        print(label, "ok", r)
    except TypeError as e:
        print(label, "TypeError:", repr(str(e)))


class C:
    pass


o = C()
show("object.__setattr__(o)", object.__setattr__, o)
show("object.__setattr__()", object.__setattr__)
show("object.__setattr__(o, 'a', 1, 2)", object.__setattr__, o, "a", 1, 2)
show("object.__setattr__(o, 'a', 1, x=2)", object.__setattr__, o, "a", 1, x=2)
show("object.__setattr__(o, 1, 2)", object.__setattr__, o, 1, 2)
show("object.__setattr__(o, 'a', 1)", object.__setattr__, o, "a", 1)
print(o.a)
show("object.__delattr__(o)", object.__delattr__, o)
show("object.__delattr__(o, 'a', 1)", object.__delattr__, o, "a", 1)
show("object.__delattr__(o, 1)", object.__delattr__, o, 1)
show("object.__delattr__(o, 'a')", object.__delattr__, o, "a")
print(hasattr(o, "a"))
