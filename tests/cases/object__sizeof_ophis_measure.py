# smolagents: Forbidden: Forbidden call to dunder function: __sizeof__
# object.__sizeof__() exists on every value and answers an int that grows with the value's
# own storage (the numbers are the implementation's, so only their relations are shown).
class A:
    pass


values = [object(), A(), 1, 2.5, "", "abc" * 10, [], [1, 2, 3], (), (1, 2), {}, set(), b"xy"]
print(all(type(v.__sizeof__()) is int and v.__sizeof__() > 0 for v in values))
print("".__sizeof__() < ("abc" * 10).__sizeof__(), ().__sizeof__() < (1, 2).__sizeof__())
print([].__sizeof__() < [1, 2, 3].__sizeof__(), object.__sizeof__(A()) == A().__sizeof__())
try:
    A().__sizeof__(1)
except TypeError as e:
    print("TypeError:", e)
