# isinstance and issubclass with objects that stand for classes through a tuple `__bases__`
# and instances that name their class through `__class__` (CPython's abstract_issubclass,
# check_class and object_isinstance): AttributeError is masked, other errors propagate, and
# a cycle through several bases is a RecursionError.


class AbstractClass:
    def __init__(self, bases):
        self.bases = bases

    def getbases(self):
        return self.bases

    __bases__ = property(getbases)

    def __call__(self):
        return AbstractInstance(self)


class AbstractInstance:
    def __init__(self, klass):
        self.klass = klass

    def getclass(self):
        return self.klass

    __class__ = property(getclass)


ASuper = AbstractClass(bases=())
AChild = AbstractClass(bases=(ASuper,))


class Super:
    pass


class Child(Super):
    pass


class RaisingBases:
    def getbases(self):
        raise RuntimeError("bases")

    __bases__ = property(getbases)


class MissingBases:
    def getbases(self):
        raise AttributeError("no bases")

    __bases__ = property(getbases)


class RaisingClass:
    def getclass(self):
        raise RuntimeError("class")

    __class__ = property(getclass)


class NoneClass:
    def getclass(self):
        return None

    __class__ = property(getclass)


class Cycle:
    @property
    def __bases__(self):
        return (self, self, self)


class Failure:
    def __getattr__(self, attr):
        return (self, None)


class Lying:
    __class__ = property(lambda self: Child)


tests = [
    lambda: isinstance(Super(), ASuper),
    lambda: isinstance(AChild(), AChild),
    lambda: isinstance(AChild(), ASuper),
    lambda: isinstance(ASuper(), AChild),
    lambda: isinstance(AChild(), Super),
    lambda: issubclass(AChild, ASuper),
    lambda: issubclass(ASuper, AChild),
    lambda: issubclass(Child, ASuper),
    lambda: issubclass(AChild, Child),
    lambda: issubclass(AChild, (Child, ASuper)),
    lambda: isinstance(NoneClass(), ASuper),
    lambda: isinstance(Super(), RaisingBases()),
    lambda: isinstance(Super(), MissingBases()),
    lambda: issubclass(Super, RaisingBases()),
    lambda: issubclass(Super, MissingBases()),
    lambda: issubclass(MissingBases(), Super),
    lambda: issubclass(RaisingBases(), Super),
    lambda: isinstance(RaisingClass(), bool),
    lambda: isinstance(RaisingClass(), Super),
    lambda: isinstance(Lying(), Super),
    lambda: isinstance(Lying(), int),
    lambda: issubclass(Cycle(), int),
    lambda: issubclass(Failure(), int),
    lambda: issubclass(3, Super),
    lambda: issubclass(3, Super | int),
    lambda: isinstance(3, 4),
]
for i, t in enumerate(tests):
    try:
        print(i, repr(t()))
    except RecursionError:
        # Which of the nested calls reaches the limit first (and so the message's suffix) is
        # the implementation's: only the type is compared.
        print(i, "RecursionError")
    except (TypeError, RuntimeError) as e:
        print(i, type(e).__name__, e)
