# Three-argument pow(): only the base's __pow__ is asked (never __rpow__); mixed or non-number
# arguments fail with CPython's messages.
class P:
    def __pow__(self, other, mod=None):
        return ('pow', other, mod)
    def __rpow__(self, other, mod=None):
        return ('rpow', other, mod)

print(pow(P(), 2, 5))
print(pow(P(), 2))
print(P() ** 3)
print(2 ** P())
print(pow(2, P()))

class I(int):
    pass
print(pow(I(3), I(4), I(5)), pow(3, 4, I(5)))
print(pow(2, -1, 7), pow(-3, 3, -7))

for args in [(2, P(), 5), (2.0, 2, 5), (2, 2, 5.0), ('a', 2, 5), (2, 'b', 5), (2, 2, 'c'), (2, 2, 0)]:
    try:
        print(pow(*args))
    except (TypeError, ValueError) as e:
        print(type(e), e)

class NoPow:
    pass
try:
    pow(NoPow(), 2, 3)
except TypeError as e:
    print(e)
