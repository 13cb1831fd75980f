from collections import namedtuple

def attempt(fn):
    try:
        print(repr(fn()))
    except Exception as e:
        print(repr(e))

P = namedtuple('P', 'x y z', defaults=[5])
attempt(lambda: P(1, 2, 3, 4))
attempt(lambda: P(1, q=2))
attempt(lambda: P(1, x=2))
attempt(lambda: P())
attempt(lambda: P._make([1]))
attempt(lambda: P(1, 2)._replace(w=1))
attempt(lambda: namedtuple('T', 'a def'))
attempt(lambda: namedtuple('T', 'a _b'))
attempt(lambda: namedtuple('T', 'a a'))
attempt(lambda: namedtuple('1T', 'a'))
attempt(lambda: namedtuple('T', 'a', defaults=(1, 2)))
attempt(lambda: namedtuple('S', '')(1))
p = P(1, 2)
def set_field():
    p.x = 10
def del_field():
    del p.y
attempt(set_field)
attempt(del_field)
attempt(lambda: p.index(99))
print(p, namedtuple('S', '')())
Q = namedtuple('Q', 'a b c d')
Q(1)
