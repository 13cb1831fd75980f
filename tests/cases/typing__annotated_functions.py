from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Sequence, Set, Tuple, Union, Mapping, Generator

def mean(values: Sequence[float]) -> Optional[float]:
    return sum(values) / len(values) if values else None

def index_words(text: str) -> Dict[str, List[int]]:
    index: Dict[str, List[int]] = {}
    for pos, word in enumerate(text.split()):
        index.setdefault(word, []).append(pos)
    return index

def apply(fn: Callable[[int], int], items: Iterable[int]) -> List[int]:
    return [fn(i) for i in items]

def pairs(items: Sequence[Any]) -> Iterator[Tuple[Any, Any]]:
    for i in range(len(items) - 1):
        yield items[i], items[i + 1]

def countdown(n: int) -> Generator[int, None, str]:
    while n > 0:
        yield n
        n -= 1
    return 'liftoff'

def parse(value: Union[str, int, None] = None) -> int:
    if value is None:
        return 0
    return int(value)

def unique(items: Iterable[str]) -> Set[str]:
    return set(items)

def lookup(table: Mapping[str, float], key: str, default: float = 0.0) -> float:
    return table.get(key, default)

print(mean([1.0, 2.0, 4.5]), mean([]))
print(index_words('to be or not to be'))
print(apply(lambda x: x * x, range(4)))
print(list(pairs('abcd')))
print(list(countdown(3)))
print(parse(), parse('42'), parse(7))
print(sorted(unique(['b', 'a', 'b'])))
print(lookup({'pi': 3.14}, 'pi'), lookup({}, 'e'))
x: int = 5
names: List[str] = ['x']
maybe: Optional[Dict[str, int]] = None
print(x, names, maybe)
