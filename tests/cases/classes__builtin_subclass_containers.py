# str/list/dict/set subclasses: containment with a str subclass, builtin methods called
# through the base class on subclass instances (CPython's method descriptors accept
# subclasses and reject other types), fromkeys building the subclass.
class S(str):
    pass

class L(list):
    pass

class D(dict):
    pass

class St(set):
    pass

def show(f):
    try:
        r = f()
        print(type(r), repr(r))
    except Exception as e:
        print(type(e), e)

show(lambda: S('a') in 'cat')
show(lambda: S('z') in 'cat')
show(lambda: 'a' in S('cat'))
show(lambda: S('at') in S('cat'))
show(lambda: {S('k'): 1}['k'])
show(lambda: {'k': 1}[S('k')])
show(lambda: str.upper(S('abc')))
show(lambda: S('a,b').split(','))
show(lambda: ','.join([S('x'), S('y')]))

d = D(a=1)
show(lambda: dict.get(d, 'a'))
show(lambda: dict.get(d, 'zz', 'default'))
dict.update(d, b=2)
show(lambda: sorted(dict.keys(d)))
show(lambda: dict.pop(d, 'b'))
show(lambda: d)
show(lambda: dict.get([], 1))
show(lambda: dict.get(S('x'), 1))
show(lambda: dict.get())

lst = L([3, 1])
list.append(lst, 2)
list.extend(lst, [5])
list.sort(lst)
show(lambda: lst)
show(lambda: type(lst))
show(lambda: list.pop(lst))
show(lambda: list.append((), 1))
show(lambda: list.append(d, 1))

s = St({1})
set.add(s, 2)
show(lambda: sorted(s))
show(lambda: set.add(frozenset(), 1))

show(lambda: D.fromkeys('ab'))
show(lambda: D.fromkeys('ab', 0))
show(lambda: type(D.fromkeys([1])))
show(lambda: type(dict.fromkeys([1])))

class Logged(dict):
    def __init__(self, *args, **kwargs):
        print('init', args, kwargs)
        super().__init__(*args, **kwargs)
    def __setitem__(self, key, value):
        print('set', key, value)
        dict.update(self, {key: value})

show(lambda: Logged.fromkeys(['x', 'y'], 1))
