import enum
print(enum.bin(10), enum.bin(~10), enum.bin(5, 8), enum.show_flag_values(13), enum.EnumMeta is enum.EnumType)
print(enum.STRICT, repr(enum.KEEP), list(enum.FlagBoundary), enum.UNIQUE)
class Color(enum.Enum):
    RED = 1
print(isinstance(Color, enum.EnumMeta), type(Color) is enum.EnumType)

@enum.verify(enum.CONTINUOUS)
class Ok(enum.IntEnum):
    A = 1
    B = 2
try:
    @enum.verify(enum.CONTINUOUS)
    class Gap(enum.Enum):
        A = 1
        C = 3
        E = 5
except ValueError as e: print(e)
try:
    @enum.verify(enum.NAMED_FLAGS)
    class F(enum.Flag):
        A = 1
        B = 2
        ABC = 7
except ValueError as e: print(e)
