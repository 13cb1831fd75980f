from typing import Generic, TypeVar, List, Optional, Dict, Iterator

T = TypeVar('T')
K = TypeVar('K')
V = TypeVar('V')

class Stack(Generic[T]):
    def __init__(self) -> None:
        self._items: List[T] = []
    def push(self, item: T) -> None:
        self._items.append(item)
    def pop(self) -> Optional[T]:
        return self._items.pop() if self._items else None
    def __iter__(self) -> Iterator[T]:
        return iter(reversed(self._items))
    def __len__(self) -> int:
        return len(self._items)

s: Stack[int] = Stack()
for i in range(3):
    s.push(i)
print(list(s), len(s), s.pop(), s.pop(), s.pop(), s.pop())

class Registry(Generic[K, V]):
    def __init__(self) -> None:
        self.data: Dict[K, V] = {}
    def register(self, key: K, value: V) -> 'Registry[K, V]':
        self.data[key] = value
        return self

r = Registry[str, int]().register('a', 1).register('b', 2)
print(r.data, isinstance(r, Registry), isinstance(r, Generic))

class Pair(Generic[T]):
    def __init__(self, first: T, second: T):
        self.first, self.second = first, second
    def swap(self) -> 'Pair[T]':
        return Pair(self.second, self.first)
p = Pair('x', 'y').swap()
print(p.first, p.second)
class Child(Pair[int]):
    def total(self) -> int:
        return self.first + self.second
print(Child(2, 3).total())
