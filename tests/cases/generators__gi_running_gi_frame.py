# gi_running is False outside the generator and True inside it; a finished or closed
# generator's gi_frame is None (a live one's frame is not exposed by ophis, so not asked).
def g():
    yield 1
    yield 2

x = g()
print(x.gi_running)
print(list(x), x.gi_running, x.gi_frame is None)

def h():
    print('inside', y.gi_running)
    yield 3
    print('again', y.gi_running)

y = h()
print(next(y), y.gi_running)
print(list(y), y.gi_running, y.gi_frame)

z = g()
next(z)
z.close()
print(z.gi_running, z.gi_frame)

w = g()
w.close()
print(w.gi_frame is None)

def boom():
    yield 1
    raise ValueError('x')

b = boom()
next(b)
try:
    next(b)
except ValueError as e:
    print('raised', e, b.gi_frame, b.gi_running)
