# Instances of int/float subclasses compute with their value where no dunder of their own
# applies: unary operators, abs(), indexes, range(), hex()/oct()/bin(), chr(), dict keys,
# %-formatting; a Python-level __str__/__repr__/__format__ of the subclass wins.
class I(int):
    pass

class F(float):
    pass

def show(f):
    try:
        r = f()
        print(type(r), repr(r))
    except Exception as e:
        print(type(e), e)

show(lambda: -I(3))
show(lambda: +I(3))
show(lambda: ~I(3))
show(lambda: abs(I(-3)))
show(lambda: -I(2**70))
show(lambda: abs(I(-2**70)))
show(lambda: -F(2.5))
show(lambda: +F(2.5))
show(lambda: abs(F(-2.5)))
show(lambda: ~F(2.5))
show(lambda: [10, 20, 30][I(1)])
show(lambda: [10, 20, 30][I(-1)])
show(lambda: 'abc'[I(2)])
show(lambda: (1, 2, 3, 4)[I(1):I(3)])
show(lambda: list(range(I(3))))
show(lambda: list(range(I(1), I(10), I(3))))
show(lambda: hex(I(255)))
show(lambda: oct(I(8)))
show(lambda: bin(I(5)))
show(lambda: hex(I(2**70)))
show(lambda: chr(I(65)))
show(lambda: round(2.567, I(1)))
show(lambda: 'ab' * I(2))
show(lambda: [0] * I(3))
show(lambda: {I(1): 'one'}[1])
show(lambda: {1: 'one'}[I(1)])
show(lambda: I(1) in {1, 2})
show(lambda: hash(I(5)) == hash(5))
show(lambda: hash(F(1.5)) == hash(1.5))
show(lambda: '%d %x %o %s' % (I(10), I(255), I(8), I(4)))
show(lambda: '%.2f %d' % (F(1.234), F(7.9)))
show(lambda: f'{I(5)} {I(5):03d} {F(2.5)} {F(2.5):.2f}')

class Named(int):
    def __str__(self):
        return 'five'
    def __repr__(self):
        return 'Named(5)'

n = Named(5)
print(n)
print(str(n), repr(n), [n])
print(f'{n}|{n!r}|{n:>4}|{n:x}')
print('%s %r %d' % (n, n, n))
print(format(n), format(n, 'b'))

class Money(float):
    def __format__(self, spec):
        return '$' + format(float(self), spec or '.2f')
print(f'{Money(3.14159)}', f'{Money(2):.1f}')

class Idx:
    def __init__(self, i):
        self.i = i
    def __index__(self):
        return self.i
print([1, 2, 3][Idx(2)], hex(Idx(31)), '%x' % Idx(255))

class Counted(int):
    def __index__(self):
        return 0
# CPython takes an int subclass's value directly; its __index__ is not consulted.
print([1, 2, 3][Counted(2)], hex(Counted(31)))
