# smolagents: Forbidden: Forbidden call to dunder function: __new__
# str(x) returns what x.__str__ returned when it is a str, a str subclass's instance included
# (PyObject_Str); str.__getnewargs__ gives a copy; %c takes a one-character str subclass.
class StrSubclass(str):
    pass


class OtherStrSubclass(str):
    pass


class WithStr:
    def __init__(self, v):
        self.v = v

    def __str__(self):
        return self.v


class StrWithStr(str):
    def __new__(cls, v):
        self = str.__new__(cls, '')
        self.v = v
        return self

    def __str__(self):
        return self.v


class Meta(type):
    def __str__(cls):
        return StrSubclass('class text')


class C(metaclass=Meta):
    pass


for v in [str(WithStr(StrSubclass('abc'))), StrSubclass(WithStr('abc')),
          StrSubclass(WithStr(OtherStrSubclass('abc'))), str(StrWithStr(StrSubclass('abc'))),
          StrSubclass(StrWithStr('abc')), str(StrSubclass('abc')), str(C), str('plain')]:
    print(type(v).__name__, v)
s = 'text'
print(str(s) is s)
try:
    str(WithStr(5))
except TypeError as e:
    print('TypeError', e)
t = 'abc'
a = t.__getnewargs__()
print(a[0] is t, a, type(a[0]).__name__)
b = b'xyz'
print(b.__getnewargs__()[0] is b, b.__getnewargs__())
print(StrSubclass('q').__getnewargs__(), type(StrSubclass('q').__getnewargs__()[0]).__name__)
print('%c' % StrSubclass('x'))
for f in ['%c', '%5c', '%-3c|']:
    for arg in ['a', 97, 0x1F40D, StrSubclass('z')]:
        print(repr(f % arg))
for bad in [StrSubclass('xy'), 'ab', 2.5]:
    try:
        '%c' % bad
    except TypeError as e:
        print('TypeError', e)


class WithRepr:
    def __init__(self, value):
        self.value = value

    def __repr__(self):
        return self.value


for v in [str(WithRepr('<abc>')), str(WithRepr(StrSubclass('<abc>'))),
          StrSubclass(WithRepr(OtherStrSubclass('<abc>'))), repr(WithRepr(StrSubclass('<r>')))]:
    print(type(v).__name__, v)
try:
    str(WithRepr(3))
except TypeError as e:
    print('TypeError', e)


class PseudoInt:
    def __init__(self, value):
        self.value = int(value)

    def __int__(self):
        return self.value

    def __index__(self):
        return self.value


class OnlyInt:
    def __int__(self):
        return 109


class RaisingIndex:
    def __index__(self):
        raise TypeError('mine')


class ValueIndex:
    def __index__(self):
        raise ValueError('mine')


print('%c' % PseudoInt(109), '%c' % True, repr('%c' % False))
for bad in [OnlyInt(), RaisingIndex(), 3.5, PseudoInt(0x110000), PseudoInt(-1), 2 ** 70, ValueIndex()]:
    try:
        '%c' % bad
    except (TypeError, OverflowError, ValueError) as e:
        print(type(e).__name__, e)

# A subclass built from such a result holds the plain text.
for v in [StrSubclass(WithStr(StrSubclass('abc'))), str.__new__(StrSubclass, WithStr(OtherStrSubclass('n'))),
          StrSubclass(WithRepr(StrSubclass('<r>')))]:
    print(type(v).__name__, v == StrSubclass(str(v)), v == str(v), len(v), v + '!', v.upper())
