from typing import NewType, cast, List, Any, TYPE_CHECKING, Text, overload, final, no_type_check, assert_never

UserId = NewType('UserId', int)
uid = UserId(42)
print(uid, uid + 1, UserId)
def get_user(user_id: UserId) -> str:
    return f'user{user_id}'
print(get_user(uid))
data: Any = ['a', 'b']
names = cast(List[str], data)
print(names is data, cast(int, 'not checked'), cast('str', 3))
if TYPE_CHECKING:
    print('never')
print(TYPE_CHECKING, Text is str)
@final
class Leaf:
    pass
@no_type_check
def loose(x: 'whatever') -> 'nothing':
    return x
print(isinstance(Leaf(), Leaf), loose(3))
try:
    assert_never(5)
except AssertionError as e:
    print(e)
