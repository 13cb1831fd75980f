# `X | Y` on classes and None makes a types.UnionType: its repr, isinstance/issubclass with it,
# equality ignoring order, duplicates dropped, use in class-body annotations (dataclasses).
from dataclasses import dataclass

print(int | None)
print(int | str | None)
print(type(int | None))
print(isinstance(3, int | str), isinstance('x', int | str), isinstance(None, int | None), isinstance(2.5, int | str))
print(issubclass(bool, int | str), issubclass(float, int | str))
print((int | str) == (str | int), (int | str) == (int | None), int | int)
print(len({int | str, str | int}))

class Point:
    pass

print(Point | None)
print(isinstance(Point(), Point | int))


@dataclass
class Config:
    name: str
    retries: int | None = None
    tags: list[str] | None = None


print(Config('a'), Config('b', 3, ['x']))
for bad in [lambda: int | 3, lambda: 'int' | str]:
    try:
        bad()
    except TypeError as e:
        print(e)
try:
    isinstance(1, int | 'x' if False else 5)
except TypeError as e:
    print(e)
