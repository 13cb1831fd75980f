from functools import singledispatch

@singledispatch
def describe(obj):
    return f'object {obj!r}'

@describe.register(int)
def _(n):
    return f'int {n}'

@describe.register(list)
def _(items):
    return 'list of ' + ', '.join(describe(i) for i in items)

def describe_dict(d):
    return f'dict with {len(d)} keys'
describe.register(dict, describe_dict)

class Animal:
    pass
class Dog(Animal):
    pass
@describe.register(Animal)
def _(a):
    return 'an animal'

print(describe(3))
print(describe(True))
print(describe([1, 'x', [2]]))
print(describe({'a': 1}))
print(describe(2.5), describe(None))
print(describe(Dog()), describe(Animal()))
print(describe.dispatch(bool) is describe.dispatch(int), describe.dispatch(float) is describe.dispatch(object))
print(sorted(str(k) for k in describe.registry), len(describe.registry))
try:
    describe()
except TypeError as e:
    print(e)
