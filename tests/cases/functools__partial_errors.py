from functools import partial

def attempt(fn):
    try:
        print(fn())
    except TypeError as e:
        print(repr(e))

attempt(lambda: partial())
attempt(lambda: partial(42))
add = partial(lambda a, b: a + b, 1)
attempt(lambda: add(2))
attempt(lambda: add('x'))
p = partial(print, sep='-')
p('a', 'b', 'c')
p.keywords['sep'] = '+'
p('a', 'b')
partial('not callable')
