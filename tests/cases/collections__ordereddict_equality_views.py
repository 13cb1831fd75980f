from collections import OrderedDict

a = OrderedDict([('one', 1), ('two', 2)])
b = OrderedDict([('two', 2), ('one', 1)])
print(a == b, a == dict(b), dict(a) == dict(b), a != b)
print(a.keys(), a.values(), a.items())
print('one' in a.keys(), ('one', 1) in a.items(), 2 in a.values(), len(a.keys()))
print(sorted(a.keys() & {'one', 'three'}), sorted(a.keys() | {'three'}), sorted(a.keys() - {'one'}))
print(list(reversed(a.keys())), list(a.items()))
c = a.copy()
c['three'] = 3
print(c, a, c | {'zero': 0}, {'zero': 0} | c)
c |= {'four': 4}
print(c)
print(OrderedDict(), repr(OrderedDict(x=1)), OrderedDict({'k': [1, 2]}))
d = OrderedDict(b=2, a=1)
d.update(c=3)
d.setdefault('a', 99)
print(d, d.pop('b'), d, d.get('zz', 'default'))
for k, v in d.items():
    print(k, v)
