# Mutating a dict or set while iterating over it: CPython's RuntimeErrors, exactly.
def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, repr(e))

def grow_dict():
    d = {1: 'a', 2: 'b'}
    for k in d:
        d[k + 10] = 'x'

def shrink_dict():
    d = {1: 'a', 2: 'b', 3: 'c'}
    for k in d:
        del d[k]

def overwrite_value():
    d = {1: 'a', 2: 'b'}
    for k in d:
        d[k] = d[k] * 2
    return d

def grow_set():
    s = {1, 2, 3}
    for x in s:
        s.add(x * 10)

def shrink_set():
    s = {1, 2, 3}
    for x in s:
        s.discard(x)

def view_iter():
    d = {'a': 1}
    for k, v in d.items():
        d['b'] = 2

def values_iter():
    d = {'a': 1}
    for v in d.values():
        d.pop('a')

def sticky():
    d = {1: 1}
    it = iter(d)
    d[2] = 2
    out = []
    for _ in range(2):
        try:
            next(it)
        except RuntimeError as e:
            out.append(str(e))
    return out

def set_sticky():
    s = {1}
    it = iter(s)
    s.add(2)
    out = []
    for _ in range(2):
        try:
            next(it)
        except RuntimeError as e:
            out.append(str(e))
    return out

def safe_pattern():
    d = {i: i * i for i in range(6)}
    for k in list(d):
        if k % 2:
            del d[k]
    s = {1, 2, 3, 4}
    for x in set(s):
        if x > 2:
            s.remove(x)
    return d, s

for name, f in [('grow_dict', grow_dict), ('shrink_dict', shrink_dict), ('overwrite_value', overwrite_value), ('grow_set', grow_set), ('shrink_set', shrink_set),
                ('view_iter', view_iter), ('values_iter', values_iter), ('sticky', sticky), ('set_sticky', set_sticky),
                ('safe_pattern', safe_pattern)]:
    t(name, f)
it = iter({1: 2})
print('iter ok', list(it))
d = {1: 1, 2: 2}
it = iter(d)
next(it)
d[3] = 3
for x in it:
    print('never', x)
