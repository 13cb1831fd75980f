# Enums with a builtin data type ahead of Enum in the MRO: the data type's slots would win
# (hash, ==, +), so EnumType puts Enum's repr/str/format and Flag's operators on the class
# itself, as CPython's does; IntEnum/StrEnum keep the data type's str and format.
import enum
class C(enum.IntEnum):
    A = 1
class S(enum.StrEnum):
    X = "x"
class P(int, enum.Enum):
    B = 2
class Q(str, enum.Enum):
    Y = "y"
class Fl(enum.IntFlag):
    R = 1
    W = 2
for m in (C.A, S.X, P.B, Q.Y, Fl.R, Fl.R | Fl.W):
    print(repr(m), str(m), format(m), "%s" % m, f"{m}", hash(m) == hash(m.value), m == m.value)
print(C(1), P(2), C.A + 1, {1: "a"}[C.A])
