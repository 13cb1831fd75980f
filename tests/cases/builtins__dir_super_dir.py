# smolagents: Forbidden: Forbidden call to dunder function: __dir__
# A __dir__ that extends super().__dir__() (as typing's aliases do) gets object's listing,
# not its own __dir__ again.
class A:
    def __dir__(self):
        return super().__dir__() + ['extra']
a = A()
a.x = 1
print([n for n in dir(a) if not n.startswith('__')])
print('__init__' in dir(a), 'extra' in dir(a))
print(sorted(object.__dir__(a)) == sorted(set(dir(a)) - {'extra'}))
