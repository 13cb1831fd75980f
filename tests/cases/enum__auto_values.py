from enum import Enum, StrEnum, Flag, IntFlag, IntEnum, auto


class Weekday(Enum):
    MONDAY = auto()
    TUESDAY = auto()
    WEDNESDAY = auto()


print(list(Weekday))


class Mixed(Enum):
    A = auto()
    B = 10
    C = auto()
    D = (auto(), 'label')


print(list(Mixed))


class Direction(StrEnum):
    NORTH = auto()
    SOUTH = auto()
    EAST_WEST = auto()


print(list(Direction), Direction.EAST_WEST.value)


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    EXEC = auto()
    ALL = READ | WRITE | EXEC


print(list(Perm), Perm.ALL.value, Perm.ALL)


class Bits(IntFlag):
    A = auto()
    B = auto()
    C = 16
    D = auto()


print([(b.name, b.value) for b in Bits])


class Named(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.title() + '#' + str(count)

    ALPHA = auto()
    BETA = auto()
    GAMMA = 'explicit'
    DELTA = auto()


print([m.value for m in Named])


class Level(IntEnum):
    LOW = auto()
    MID = auto()
    HIGH = auto()


print(list(Level), Level.HIGH > Level.LOW, Level.MID == 2)
print(repr(auto()))
