# An ABC's class creation asks every attribute whether it is abstract (`__isabstractmethod__`),
# partialmethod and singledispatchmethod included: under every dunder policy, the library's
# own question is answered.
import abc
import functools


class Base(abc.ABC):
    @abc.abstractmethod
    def add(self, x, y):
        pass

    add5 = functools.partialmethod(add, 5)

    @functools.singledispatchmethod
    def show(self, x):
        return "object"


class Impl(Base):
    def add(self, x, y):
        return x + y

    add5 = functools.partialmethod(add, 5)


try:
    Base()
except TypeError as e:
    print("TypeError", e)
i = Impl()
print(i.add5(1), i.show(3))
