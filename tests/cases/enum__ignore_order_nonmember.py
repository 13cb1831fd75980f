from enum import Enum, member, nonmember


class Config(Enum):
    _ignore_ = ['scratch']
    scratch = 'not a member'
    SMALL = 1
    LARGE = 2
    LIMIT = nonmember(100)

    def helper():
        return 'helper result'

    CALLABLE = member(helper)


print([m.name for m in Config], Config.SMALL, Config.LARGE.value)
print(Config.LIMIT, Config.CALLABLE.value(), hasattr(Config, 'scratch'))


class Ordered(Enum):
    _order_ = 'A B C'
    A = 1
    B = 2
    C = 3


print([m.name for m in Ordered])

try:
    class Wrong(Enum):
        _order_ = 'Y X'
        X = 1
        Y = 2
except TypeError as e:
    print(e)

try:
    class Reserved(Enum):
        _secret_ = 1
except ValueError as e:
    print(e)

try:
    class BadName(Enum):
        mro = 1
except ValueError as e:
    print(e)

try:
    class NotLast(Enum, int):
        A = 1
except TypeError as e:
    print(e)


class Colour(Enum):
    RED = 1
    CRIMSON = 1
    __order__ = 'RED'


print(list(Colour))
