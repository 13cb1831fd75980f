# object's __getstate__ (3.11: None, the live __dict__, or (dict, slots)), __subclasshook__ and
# __init_subclass__ read through instances and builtin values, and a class's __getstate__
# extending object's through super().
# smolagents: Forbidden: Forbidden call to dunder function: __getstate__
class A:
    pass

a = A()
print(a.__getstate__())
a.x = 1
s = a.__getstate__()
print(s, s is a.__dict__)


class S:
    __slots__ = ('p', 'q')


s = S()
print(s.__getstate__())
s.p = 1
print(s.__getstate__())


class SD:
    __slots__ = ('p', '__dict__')


s = SD()
s.p = 1
s.z = 2
print(s.__getstate__())
print((1).__getstate__(), [].__getstate__(), 'a'.__getstate__(), None.__getstate__())
print(A.__subclasshook__(int), int.__subclasshook__(A), A().__subclasshook__(A), A.__subclasshook__())
print(A().__init_subclass__(), (1).__init_subclass__(), A.__init_subclass__())


class L(list):
    pass


lst = L()
lst.a = 1
print(lst.__getstate__())
try:
    object.__getstate__(1, 2)
except TypeError as e:
    print(e)
try:
    A.__subclasshook__(1, 2, x=3)
except TypeError as e:
    print(e)


# A class's own __getstate__ extends object's through super(), the copy protocol's way.
class P:
    def __init__(self):
        self.keep = 1
        self.cache = 'big'

    def __getstate__(self):
        state = super().__getstate__().copy()
        del state['cache']
        return state


p = P()
print(p.__getstate__(), p.__dict__)


class Meta(type):
    pass


class WithHook(metaclass=Meta):
    @classmethod
    def __subclasshook__(cls, sub):
        return True


print(WithHook.__subclasshook__(int), issubclass(int, WithHook))
