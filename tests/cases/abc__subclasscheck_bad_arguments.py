# ABCMeta.__subclasscheck__ as CPython's _abc: a class argument is required, and a class that
# defines __subclasses__ itself has it called and its result checked.
import abc
class A(metaclass=abc.ABCMeta):
    pass
for x in ({}, 42):
    try:
        issubclass(x, A); print('no error', x)
    except TypeError as e: print('TE', e)
class C:
    __mro__ = 42
try:
    issubclass(C(), A); print('no error C')
except TypeError as e: print('TE', e)
for i, func in enumerate([None, lambda x: [], lambda: 42, lambda: [42]]):
    class S(metaclass=abc.ABCMeta):
        __subclasses__ = func
    try:
        issubclass(int, S); print('no error', i)
    except TypeError as e: print('TE', i, e)
def raise_exc():
    raise Exception("exception from __subclasses__")
class S(metaclass=abc.ABCMeta):
    __subclasses__ = raise_exc
try:
    issubclass(int, S)
except Exception as e: print(type(e).__name__, e)
