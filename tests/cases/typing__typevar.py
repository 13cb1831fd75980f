from typing import TypeVar, AnyStr, List, Dict, Tuple, Sequence

T = TypeVar('T')
N = TypeVar('N', int, float)
B = TypeVar('B', bound=Sequence)
Co = TypeVar('Co', covariant=True)
Contra = TypeVar('Contra', contravariant=True)
print(T, N, B, Co, Contra, AnyStr)
print(List[T], Dict[str, T], Tuple[T, T])
Pair = Tuple[T, T]
print(Pair[int], Dict[T, List[T]][str])
def first(items: Sequence[T]) -> T:
    return items[0]
def concat(a: AnyStr, b: AnyStr) -> AnyStr:
    return a + b
print(first([3, 2]), first('xy'), concat('ab', 'cd'), concat(b'a', b'b'))
def attempt(fn):
    try:
        print(fn())
    except (TypeError, ValueError) as e:
        print(repr(e))
attempt(lambda: TypeVar('X', int))
attempt(lambda: TypeVar('X', covariant=True, contravariant=True))
attempt(lambda: TypeVar('X', int, str, bound=int))
attempt(lambda: List[int][str])
attempt(lambda: Pair[int, str])
