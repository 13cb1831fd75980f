from typing import Optional, Union, List

print(Optional[int], Union[int, None], Union[None, int])
print(Union[int, str], Union[int, Union[str, float]], Optional[Union[int, str]])
print(Union[int, int], Union[int], Union[int, str, int])
print(Optional[int] == Union[int, None], Union[int, str] == Union[str, int], Union[int, str] == Union[int, float])
print(Optional[List[int]], List[Optional[int]])
print(Optional[int] | str, int | Optional[str], List[int] | None)
cache = {Optional[int]: 'opt', Union[int, str]: 'either'}
print(cache[Union[None, int]], cache[Union[str, int]])
def attempt(fn):
    try:
        print(fn())
    except TypeError as e:
        print(repr(e))
attempt(lambda: Optional[int, str])
attempt(lambda: Union[()])
attempt(lambda: Union[int, str]())
attempt(lambda: Optional())
attempt(lambda: Union())
