# list[int], dict[str, int], ...: types.GenericAlias objects, as in CPython 3.11.
import typing
from dataclasses import dataclass, field

def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, repr(e))

class Item:
    pass

t('list', lambda: list[int])
t('dict', lambda: dict[str, list[int]])
t('tuple', lambda: tuple[int, ...])
t('tuple empty', lambda: tuple[()])
t('set', lambda: set[frozenset[str]])
t('type', lambda: type[int])
t('user class arg', lambda: list[Item])
t('string arg', lambda: list['Item'])
t('none arg', lambda: dict[str, None])
t('union', lambda: list[int] | None)
t('union 2', lambda: int | dict[str, int])
t('union dedup', lambda: list[int] | list[int])
t('eq', lambda: list[int] == list[int])
t('ne', lambda: list[int] == list[str])
t('not origin', lambda: list[int] == list)
t('hash eq', lambda: hash(dict[str, int]) == hash(dict[str, int]))
t('in set', lambda: len({list[int], list[int], list[str]}))
t('call', lambda: list[int]([3, 1, 2]))
t('call dict', lambda: dict[str, int](a=1))
t('type of', lambda: type(list[int]))
t('isinstance', lambda: isinstance([], list[int]))
t('isinstance union', lambda: isinstance([], list[int] | None))
t('isinstance tuple', lambda: isinstance([], (int, list[int])))
t('issubclass', lambda: issubclass(list, list[int]))
t('int not subscriptable', lambda: int[str])
t('str not subscriptable', lambda: str[int])
t('resubscript', lambda: list[int][str])
t('get_origin', lambda: typing.get_origin(dict[str, int]))
t('get_args', lambda: typing.get_args(dict[str, list[int]]))
t('get_origin union', lambda: typing.get_args(int | None))
t('optional', lambda: typing.Optional[list[int]])
t('List of builtin', lambda: typing.List[dict[str, int]])

@dataclass
class Order:
    customer: str
    lines: list[tuple[str, int]] = field(default_factory=list)
    tags: dict[str, str] | None = None

    def total(self) -> int:
        return sum(q for _, q in self.lines)

o = Order('ann', [('apple', 3), ('pear', 2)])
print(o, o.total())

def summarize(orders: list[Order]) -> dict[str, int]:
    out: dict[str, int] = {}
    for order in orders:
        out[order.customer] = out.get(order.customer, 0) + order.total()
    return out

print(summarize([o, Order('bob', [('fig', 1)]), Order('ann', [('kiwi', 4)])]))
