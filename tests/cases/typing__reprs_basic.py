from typing import (Any, Optional, Union, List, Dict, Tuple, Set, FrozenSet, Callable, Iterable, Iterator, Generator,
                    Sequence, Mapping, MutableMapping, Type, Deque, DefaultDict, Counter, OrderedDict, ChainMap, NoReturn,
                    ClassVar, Final, Literal, Annotated, Awaitable, Coroutine, AsyncIterator, Hashable, Sized, Text)

class Node:
    pass

for obj in [Any, List, List[int], Dict[str, List[int]], Tuple[int, ...], Tuple[()], Tuple, Set[str], FrozenSet[int],
            Callable[[int, str], bool], Callable[..., int], Callable, Callable[[], None], Iterable[int], Iterator,
            Generator[int, None, None], Sequence[Node], Mapping[str, Any], MutableMapping, Type[int], Type,
            Deque[int], DefaultDict[str, int], Counter[str], OrderedDict[str, int], ChainMap[str, int], NoReturn,
            ClassVar[List[int]], Final[int], Literal['a', 1, None], Annotated[int, 'meta'], Awaitable[int],
            Coroutine[Any, Any, int], AsyncIterator[int], Hashable, Sized, Text, Dict[str, 'Node'], List['int']]:
    print(repr(obj))
