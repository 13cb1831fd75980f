# `str % x` formats x without asking x.__rmod__ first, unless x's type is a subclass of str.
class R:
    def __rmod__(self, other):
        return 'rmod called'
    def __str__(self):
        return 'R-object'

print('%s' % R())
print('[%s]' % (R(),))
try:
    print('no placeholder' % R())
except TypeError as e:
    print('TypeError', e)

class S(str):
    def __rmod__(self, other):
        return 'S.__rmod__ wins'
print('%s' % S('a'))

class N:
    def __rmod__(self, other):
        return ('rmod', other)
print(7 % N())
print(7.5 % N())
print([1] % N() if False else 'skip')
