# smolagents: Forbidden: Forbidden access to dunder attribute: __class__
# types.GenericAlias as an object (CPython 3.11's genericaliasobject.c): its attributes are its
# origin's except its own few, which are read-only; __mro_entries__; isinstance/issubclass
# refusals; the class itself, its constructor and subclasses; starred aliases.
import collections.abc as cabc

GenericAlias = type(list[int])


def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


g = list[int]
t("type", lambda: type(g))
t("forwarded name", lambda: g.__name__)
t("forwarded qualname", lambda: dict[str, int].__qualname__)
t("forwarded module", lambda: g.__module__)
t("forwarded doc", lambda: g.__doc__ == list.__doc__)
t("forwarded method", lambda: g.append is list.append or g.append == list.append)
t("forwarded missing", lambda: g.nothing)
t("set other", lambda: setattr(g, "x", 1))
t("after", lambda: g)
t("union set", lambda: setattr(int | str, "x", 1))



class L(list[int]):
    pass


class D(dict[str, list[int]], cabc.Mapping):
    pass


t("subclass works", lambda: L([1, 2]) + [3])

t("isinstance", lambda: isinstance([], list[int]))
t("issubclass", lambda: issubclass(list, list[int]))
t("isinstance union", lambda: isinstance([], int | list[int]))

t("construct", lambda: GenericAlias(list, int))
t("construct tuple", lambda: GenericAlias(dict, (str, int)))
t("construct eq", lambda: GenericAlias(list, (int,)) == list[int])
t("construct any origin", lambda: GenericAlias(1, 2))
t("construct one arg", lambda: GenericAlias(list))
t("construct keyword", lambda: GenericAlias(list, int, x=1))

t("eq", lambda: (list[int] == list[int], list[int] != list[int]))
t("eq other origin", lambda: list[int] == tuple[int])
t("eq not alias", lambda: (list[int] == list, list[int] == "list[int]"))
t("hash", lambda: hash(list[int]) == hash(list[int]))
t("hash unhashable arg", lambda: hash(list[[int]]))
t("repr items", lambda: list["int", 1, ..., None, list[()]])
t("repr nested", lambda: dict[str, tuple[int, ...]])


class Point:
    pass


t("repr user class", lambda: list[Point])
t("call", lambda: dict[str, int](a=1))


class WithAttrs:
    pass



# Starred aliases (PEP 646): iterating an alias gives it starred.
star = next(iter(tuple[int, str]))
t("starred repr", lambda: star)
t("starred list", lambda: [*tuple[int, ...]])
t("starred eq", lambda: (star == tuple[int, str], star == next(iter(tuple[int, str]))))
t("starred hash", lambda: hash(star) == hash(tuple[int, str]))
t("starred in alias", lambda: tuple[int, *tuple[str, ...]])


class MyAlias(GenericAlias):
    def __repr__(self):
        return "MyAlias:" + super().__repr__()


m = MyAlias(list, int)
t("subclass alias", lambda: m)
t("subclass alias type", lambda: type(m[()] if False else m).__name__)
t("subclass alias eq", lambda: m == list[int])
t("subclass alias isinstance", lambda: isinstance(m, GenericAlias))
t("abc callable", lambda: cabc.Callable[[int], str])
t("abc iterable", lambda: cabc.Iterable[int])

# The dunder attributes, which the smolagents policy refuses.
t("class", lambda: g.__class__)
t("origin", lambda: g.__origin__)
t("args", lambda: g.__args__)
t("unpacked", lambda: g.__unpacked__)
t("unpacked args", lambda: g.__typing_unpacked_tuple_args__)
t("forwarded mro", lambda: g.__mro__)
t("set own", lambda: setattr(g, "__origin__", dict))
t("set args", lambda: setattr(g, "__args__", ()))
t("set parameters", lambda: setattr(g, "__parameters__", ()))
t("del own", lambda: delattr(g, "__origin__"))
t("union set args", lambda: setattr(int | str, "__args__", ()))
t("mro entries", lambda: g.__mro_entries__((g,)))
t("subclass bases", lambda: L.__bases__)
t("subclass orig", lambda: L.__orig_bases__)
t("two bases", lambda: D.__orig_bases__)
t("reduce", lambda: list[int].__reduce__())
t("call orig class", lambda: list[int]().__class__)
t("call sets orig class", lambda: GenericAlias(WithAttrs, int)().__orig_class__)
t("starred unpacked", lambda: star.__unpacked__)
t("starred args", lambda: star.__typing_unpacked_tuple_args__)
t("starred not tuple", lambda: next(iter(list[int])).__typing_unpacked_tuple_args__)
t("starred spread", lambda: tuple[int, *tuple[str, bytes]].__args__)
t("starred reduce", lambda: star.__reduce__()[0] is next)
t("subclass alias origin", lambda: (m.__origin__, m.__args__))
t("abc callable args", lambda: cabc.Callable[[int], str].__args__)
t("abc callable type", lambda: type(cabc.Callable[[int], str]).__mro__)
