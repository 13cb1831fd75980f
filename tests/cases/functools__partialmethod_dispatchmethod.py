from functools import partialmethod, singledispatchmethod, cached_property

class Cell:
    def __init__(self):
        self.alive = False
    def set_state(self, state, note=''):
        self.alive = state
        return f'{state} {note}'.strip()
    set_alive = partialmethod(set_state, True)
    set_dead = partialmethod(set_state, False, note='rip')

c = Cell()
print(c.set_alive(), c.alive, c.set_dead(), c.alive, c.set_alive(note='again'))

class Formatter:
    def __init__(self, prefix):
        self.prefix = prefix
    @singledispatchmethod
    def fmt(self, arg):
        return f'{self.prefix}? {arg!r}'
    @fmt.register(int)
    def _(self, arg):
        return f'{self.prefix}int {arg}'
    @fmt.register(list)
    def _(self, arg):
        return f'{self.prefix}list ' + ','.join(self.fmt(x) for x in arg)

f = Formatter('> ')
print(f.fmt(3))
print(f.fmt('s'))
print(f.fmt([1, 'a', True]))

class Report:
    def __init__(self, rows):
        self.rows = rows
        self.builds = 0
    @cached_property
    def summary(self):
        self.builds += 1
        return {'n': len(self.rows), 'total': sum(self.rows)}

r = Report([3, 4, 5])
print(r.summary, r.summary, r.builds)
r.rows.append(10)
del r.summary
print(r.summary, r.builds, isinstance(Report.summary, cached_property))
