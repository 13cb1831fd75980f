# smolagents: Forbidden: Forbidden call to dunder function: __init_subclass__
# object.__init_subclass__ does nothing and takes no keyword arguments.
registry = []


class Plugin:
    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        registry.append(cls.__name__)


class A(Plugin):
    pass


class B(A):
    pass


print(registry)
try:
    class C(Plugin, flavour="x"):
        pass
except TypeError as e:
    print("TypeError", e)
print(Plugin.__init_subclass__ is not None, object.__init_subclass__() is None)
