from typing import Callable, Literal, Final, ClassVar, Annotated

Handler = Callable[[str, int], bool]
Mode = Literal['r', 'w', 'a']
print(Handler, Mode, Literal[1, 1, True, 'a'], Literal['a'] == Literal['a'], Literal[1, 2] == Literal[2, 1])
def register(name: str, handler: Handler) -> None:
    print(name, handler('x', 2))
register('check', lambda s, n: len(s) < n)
def open_file(path: str, mode: Mode = 'r') -> str:
    return f'{path}:{mode}'
print(open_file('data.txt'), open_file('log', 'a'))
MAX_SIZE: Final = 100
class Config:
    instances: ClassVar[int] = 0
    timeout: Annotated[float, 'seconds'] = 2.5
    def __init__(self):
        Config.instances += 1
Config(); Config()
print(MAX_SIZE, Config.instances, Config.timeout)
print(Annotated[int, 'a', 'b'], Final[Literal['x']], ClassVar[Callable[..., None]])
try:
    Annotated[int]
except TypeError as e:
    print(e)
try:
    Final[int, str]
except TypeError as e:
    print(e)
Literal['r']()
