class Animal: pass
class Mammal(Animal): pass
class Reptile(Animal): pass
class Dog(Mammal): pass
class Platypus(Mammal, Reptile): pass

things = [Animal(), Mammal(), Dog(), Platypus(), Reptile(), 5, "s", None]
for t in things:
    row = [isinstance(t, c) for c in (Animal, Mammal, Reptile, Dog)]
    print("".join("X" if r else "." for r in row), isinstance(t, (int, str)))

print(issubclass(Platypus, (Reptile, Dog)), issubclass(Dog, (Reptile,)))
print(issubclass(bool, int), isinstance(True, int), isinstance(1, bool))
print(issubclass(KeyError, LookupError), issubclass(IndexError, LookupError))
print(issubclass(ZeroDivisionError, ArithmeticError), issubclass(ValueError, Exception))
print(issubclass(UnboundLocalError, NameError), issubclass(Exception, BaseException))
print(issubclass(Dog, object), isinstance(Dog(), object), isinstance(5, object))
print(type(Dog()) is Dog, type(Dog()) is Mammal, type(Dog()) == Dog)
print(isinstance([], list), isinstance({}, dict), isinstance((), tuple), isinstance(1.0, float))

def kind(x):
    if isinstance(x, bool):
        return "bool"
    if isinstance(x, int):
        return "int"
    if isinstance(x, (list, tuple)):
        return "seq[" + ",".join(kind(i) for i in x) + "]"
    if isinstance(x, Animal):
        return "animal"
    return "other"

print(kind([1, True, (2.5, Dog()), "s"]))
