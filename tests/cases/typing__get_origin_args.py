from typing import get_origin, get_args, List, Dict, Union, Optional, Tuple, Callable, Literal, Annotated, Final, Set

for tp in [List[int], Dict[str, int], Union[int, str], Optional[int], Tuple[int, ...], Tuple[()], Literal['x', 2], Annotated[float, 'unit'], Final[int], Set[bytes], int, List]:
    print(repr(tp), '->', get_origin(tp), get_args(tp))
def describe(tp):
    origin = get_origin(tp)
    if origin is Union:
        args = get_args(tp)
        if type(None) in args:
            return 'optional ' + ' or '.join(describe(a) for a in args if a is not type(None))
        return ' or '.join(describe(a) for a in args)
    if origin is list:
        return 'list of ' + describe(get_args(tp)[0])
    if origin is dict:
        k, v = get_args(tp)
        return f'map {describe(k)} -> {describe(v)}'
    return repr(tp)
print(describe(Optional[List[Dict[str, Union[int, float]]]]))
print(get_args(Callable[[int], str]), get_args(Callable[..., None]))
