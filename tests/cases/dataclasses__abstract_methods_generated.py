# The methods a dataclass generates implement the abstract ones of an ABC base, which
# update_abstractmethods recomputes; abstract methods the dataclass does not make stay.
# smolagents: Forbidden: Forbidden access to dunder attribute: __abstractmethods__
import abc
from dataclasses import dataclass


class Ordered(abc.ABC):
    @abc.abstractmethod
    def __lt__(self, other):
        pass

    @abc.abstractmethod
    def __le__(self, other):
        pass


@dataclass(order=True)
class Date(Ordered):
    year: int
    month: int


print(sorted(Date.__abstractmethods__), Date(2020, 12) > Date(2020, 8))


class A(abc.ABC):
    @abc.abstractmethod
    def foo(self):
        pass


@dataclass
class B(A):
    year: int


print(sorted(B.__abstractmethods__))
try:
    B(1)
except TypeError as e:
    print(e)
