# A comparison that changes a deque's size ends count/index/remove/`in` as CPython's deque
# does (RuntimeError, or IndexError for remove, checked after the comparison even when it is
# true), and a deque inside itself shows as [...] with or without maxlen.
from collections import deque


class Mutating:
    def __init__(self, d, result):
        self.d = d
        self.result = result

    def __eq__(self, other):
        self.d.clear()
        return self.result


for meth in ('count', 'index', 'remove'):
    for result in (False, True):
        d = deque([1, 2])
        d.appendleft(Mutating(d, result))
        try:
            print(meth, result, getattr(d, meth)(5))
        except Exception as e:
            print(meth, result, type(e).__name__, e)
for result in (False, True):
    d = deque([1, 2])
    d.appendleft(Mutating(d, result))
    try:
        print('in', result, 5 in d)
    except Exception as e:
        print('in', result, type(e).__name__, e)


class Popping:
    def __eq__(self, other):
        self.d.pop()
        return True


m = Popping()
d = deque([1, 2, 3, m, 4, 5])
m.d = d
try:
    d.count(3)
except RuntimeError as e:
    print('count', e)
print(deque('abracadabra').count('a'), deque([None] * 16).count(1))


class Bad:
    def __eq__(self, other):
        raise ArithmeticError('boom')


for meth in ('count', 'index', 'remove'):
    try:
        print(getattr(deque([1, Bad()]), meth)(5))
    except ArithmeticError as e:
        print(meth, 'ArithmeticError', e)
try:
    deque([1]).remove(3)
except ValueError as e:
    print(e)

d = deque(range(5), maxlen=3)
d.append(d)
print(repr(d))
d = deque(range(5))
d.append(d)
print(repr(d))


class Sub(deque):
    pass


d = Sub([1])
d.append(d)
print(repr(d))
d = deque(range(200), maxlen=10)
d.append(d)
print(repr(d)[-30:])
