# UserList has every method of list, __reversed__ included (CPython's inherits it from
# collections.abc.Sequence): reversed() walks it by index, live.
from collections import UserList

u = UserList([1, 2, 3])
print(list(reversed(u)))
r = reversed(u)
print(next(r))
u.append(4)
print(list(r))
print(set(dir(list)) <= set(dir(UserList)))
