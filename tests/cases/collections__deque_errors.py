from collections import deque

def attempt(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, repr(e))

d = deque([1, 2, 3], maxlen=3)
attempt('index', lambda: d.index(7))
attempt('remove', lambda: d.remove(7))
attempt('getitem', lambda: d[3])
attempt('negative', lambda: d[-4])
attempt('str index', lambda: d['0'])
attempt('slice', lambda: d[0:2])
attempt('insert full', lambda: d.insert(0, 0))
attempt('maxlen', lambda: deque(maxlen=-1))
attempt('maxlen type', lambda: deque([], 'x'))
attempt('not iterable', lambda: deque(5))
attempt('hash', lambda: hash(deque()))
attempt('concat', lambda: deque([1]) + [2])
attempt('compare', lambda: deque([1]) < [1])
attempt('rotate', lambda: d.rotate(1.5))
attempt('mul', lambda: d * 'x')
attempt('set maxlen', lambda: setattr(d, 'maxlen', 5))

def mutate():
    dd = deque([1, 2, 3])
    for x in dd:
        dd.append(x)
attempt('mutate', mutate)
empty = deque()
print(bool(empty), len(empty), empty)
empty.popleft()
