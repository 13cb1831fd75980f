# A partial's func, args and keywords are read-only (CPython's C members); other attributes
# are set and deleted as on any instance.
import functools


def capture(*args, **kw):
    return args, kw


p = functools.partial(capture, 1, 2, a=10)
for name, value in [('func', map), ('args', (1, 2)), ('keywords', {})]:
    try:
        setattr(p, name, value)
    except AttributeError as e:
        print('AttributeError:', e)
    try:
        delattr(p, name)
    except AttributeError as e:
        print('AttributeError:', e)
p.note = 'kept'
print(p.note, p.func is capture, p.args, p.keywords)
del p.note
print(hasattr(p, 'note'))
