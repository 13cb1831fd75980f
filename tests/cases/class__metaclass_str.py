# str() of a class runs its metaclass's __str__ (type(C).__str__(C)); repr() its __repr__;
# print, f-strings and format() follow str; without a metaclass __str__, str is the repr.
# (The classes carry a `label` instead of reading __name__, which the corpus's policy refuses.)
class Meta(type):
    def __str__(cls):
        return "str of " + cls.label
    def __repr__(cls):
        return "repr of " + cls.label

class C(metaclass=Meta):
    label = "C"

class D(C):
    label = "D"

print(str(C), repr(C), f"{C}", format(D), "%s" % (D,), [C])
print(C)

class OnlyRepr(type):
    def __repr__(cls):
        return "<only " + cls.label + ">"

class E(metaclass=OnlyRepr):
    label = "E"

print(str(E), repr(E), f"{E!s} {E!r}")

class Bad(type):
    def __str__(cls):
        return 42

class F(metaclass=Bad):
    pass

try:
    str(F)
except TypeError as e:
    print("TypeError", e)
print(str(int), str(Meta))
