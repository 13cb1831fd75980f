# A class's own __class_getitem__ (implicitly a classmethod) handles C[...]; subclasses inherit it.
class Box:
    def __class_getitem__(cls, item):
        return f'{"Box"}[{item!r}]'

print(Box[int])
print(Box['x', 1])

class Registry:
    kinds = {}
    def __class_getitem__(cls, key):
        return cls.kinds.get(key, 'unknown')

class Sub(Registry):
    kinds = {'a': 'alpha'}

print(Sub['a'], Sub['b'], Registry['a'])

class Explicit:
    @classmethod
    def __class_getitem__(cls, item):
        return ('explicit', cls is Explicit, item)

print(Explicit[3])

class Plain:
    pass
try:
    Plain[int]
except TypeError as e:
    print(e)
print(list[int] is not None, dict[str, int] is not None)
