# smolagents: Forbidden: Forbidden access to dunder attribute: __abc_tpflags__
# Which subjects sequence and mapping patterns accept: CPython's type flags, which
# collections.abc's Sequence and Mapping give their subclasses and the classes registered
# with them (also after the classes were made), inherited along the MRO.
import collections
import collections.abc


def kind(x):
    match x:
        case [*_]:
            return "seq"
        case {}:
            return "map"
    return "other"


def kind_map_first(x):
    match x:
        case {}:
            return "map"
        case [*_]:
            return "seq"
    return "other"


class Seq(collections.abc.Sequence):
    def __getitem__(self, i):
        raise IndexError(i)

    def __len__(self):
        return 0


class Map(collections.abc.Mapping):
    def __getitem__(self, k):
        raise KeyError(k)

    def __iter__(self):
        return iter(())

    def __len__(self):
        return 0


for value in [
    [],
    (),
    range(0),
    "",
    b"",
    bytearray(),
    {},
    set(),
    Seq(),
    Map(),
    collections.UserDict(),
    collections.UserList(),
    collections.deque(),
    collections.OrderedDict(),
    collections.defaultdict(int),
    collections.Counter(),
    collections.ChainMap(),
    0,
    None,
]:
    print(type(value).__name__, kind(value), kind_map_first(value))


class C:
    pass


class M1(collections.UserDict, collections.abc.Sequence):
    pass


class M2(C, collections.UserDict, collections.abc.Sequence):
    pass


class M3(collections.UserDict, C, list):
    pass


class M4(dict, collections.abc.Sequence, C):
    pass


class S1(collections.UserList, collections.abc.Mapping):
    pass


class S3(list, C, collections.abc.Mapping):
    pass


class S4(collections.UserList, dict, C):
    pass


class Text(str, collections.abc.Sequence):
    pass


for cls in [M1, M2, M3, M4, S1, S3, S4, Text]:
    print(cls.__name__, kind(cls()), kind_map_first(cls()))


# Registration marks the class and the subclasses it already has; later subclasses inherit.
class Parent:
    pass


class ChildPre(Parent):
    pass


collections.abc.Mapping.register(Parent)


class ChildPost(ChildPre):
    pass


print([kind(c()) for c in (Parent, ChildPre, ChildPost)])


class SeqParent:
    pass


collections.abc.MutableSequence.register(SeqParent)
print(kind(SeqParent()), kind_map_first(SeqParent()))

# Builtin types keep their own flags whatever they are registered with.
collections.abc.Sequence.register(bytes)
print(kind(b"ab"))
print(hasattr(collections.abc.Sequence, "__abc_tpflags__"))
