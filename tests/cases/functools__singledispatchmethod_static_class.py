# singledispatchmethod over static and class methods: each registered implementation binds
# as it would alone (a static method to nothing, a class method to the class).
import functools


class A:
    def __init__(self, arg):
        self.arg = arg

    @functools.singledispatchmethod
    @staticmethod
    def s(arg):
        return ('base', arg)

    @s.register(int)
    @staticmethod
    def _(arg):
        return ('int', arg)

    @s.register
    @staticmethod
    def _(arg: str):
        return ('str', arg)

    @functools.singledispatchmethod
    @classmethod
    def c(cls, arg):
        return cls('base')

    @c.register(int)
    @classmethod
    def _(cls, arg):
        return cls('int')

    @functools.singledispatchmethod
    def m(self, arg: int) -> str:
        """Doc of m."""
        return 'm base'

    @m.register
    def _(self, arg: int):
        return ('m int', self.arg)


@A.c.register(str)
@classmethod
def _(cls, arg):
    return cls('str')


a = A('x')
print(A.s(0), A.s(''), A.s(0.5), a.s(1))
print(A.c(0).arg, A.c('').arg, A.c(0.0).arg, a.c(3).arg)
print(a.m(3), a.m('q'), A.m(a, 3))
print(A.m.__name__, a.m.__doc__, A.m.__annotations__['arg'].__name__)
print(A.s.__name__, a.c.__name__)


@functools.singledispatch
def g(obj):
    """Doc of g."""
    return 'base'


print(g.__name__, g.__doc__, g.__wrapped__ is not None, g(1))
