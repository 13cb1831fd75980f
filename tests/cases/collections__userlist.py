# collections.UserList: a list in `.data`, with list's operations, slices of the same class,
# and comparisons with lists (test_bisect imports it; ophis lacked it).
from collections import UserList


class Stack(UserList):
    def push(self, x):
        self.append(x)


u = UserList([3, 1, 2])
print(u, len(u), u[0], u[-1], 2 in u, list(u))
u.append(5)
u.insert(0, 9)
u.sort()
print(u, u.data, u.pop(), u.index(2), u.count(1))
print(u[1:], type(u[1:]) is UserList, u == [1, 2, 3, 9], u < [2], u + [7], [0] + u, u * 2)
u += (4, 4)
u *= 1
del u[0]
u[0] = 10
print(u, sorted(u), u.copy(), UserList(u) == u, UserList())
s = Stack()
s.push(1)
s.extend(Stack([2, 3]))
print(s, type(s[:2]) is Stack, s.copy(), type(s.copy()) is Stack, type(s + s) is Stack)
s.reverse()
s.remove(2)
print(s, repr(s))
try:
    hash(u)
except TypeError as e:
    print("TypeError", e)
