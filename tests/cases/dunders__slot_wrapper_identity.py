# A slot function read through a class is the same object each time, and a class inheriting
# it from object gives object's (CPython's slot wrappers live in the type's __dict__).
class C:
    pass


class D(int):
    pass


print(object.__hash__ is object.__hash__, C.__hash__ is object.__hash__)
print(int.__add__ is int.__add__, D.__add__ is int.__add__, int.__add__ is float.__add__)
print(C.__eq__ is object.__eq__, C.__repr__ is object.__repr__)
