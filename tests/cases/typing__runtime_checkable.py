# typing: isinstance() against a @runtime_checkable protocol checks its members
# structurally; a protocol that is not runtime-checkable refuses the check.
from typing import Protocol, runtime_checkable, SupportsInt, SupportsIndex, SupportsAbs


@runtime_checkable
class Closeable(Protocol):
    def close(self):
        ...


@runtime_checkable
class Named(Protocol):
    name: str

    def greet(self):
        ...


class File:
    def close(self):
        return "closed"


class Person:
    name = "ada"

    def greet(self):
        return "hi " + self.name


class Anonymous:
    def greet(self):
        return "hi"


class Blocked:
    close = None


print(isinstance(File(), Closeable), isinstance(Person(), Closeable), isinstance(Blocked(), Closeable))
print(isinstance(Person(), Named), isinstance(Anonymous(), Named), isinstance(File(), Named))
print(issubclass(File, Closeable), issubclass(int, Closeable))
print(isinstance(3, SupportsInt), isinstance(2.5, SupportsInt), isinstance("3", SupportsInt),
      isinstance(True, SupportsIndex), isinstance(2.5, SupportsIndex), isinstance(-1j, SupportsAbs))


class Greeter(Protocol):
    def greet(self):
        ...


for check in (lambda: isinstance(Person(), Greeter), lambda: issubclass(Person, Greeter),
              lambda: issubclass(Person, Named), lambda: runtime_checkable(File)):
    try:
        check()
    except TypeError as e:
        print("TypeError:", e)


class Polite(Greeter):
    def greet(self):
        return "good day"


print(Polite().greet(), isinstance(Polite(), Polite))
