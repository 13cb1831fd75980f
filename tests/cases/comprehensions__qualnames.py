# A generator expression's __qualname__ is qualified by where it stands, and what a comprehension
# holds is named under it without <locals> (CPython's compiler_set_qualname): f.<locals>.<genexpr>,
# C.m.<locals>.<listcomp>.<genexpr>, <listcomp>.<lambda>.
g = (x for x in ())
print(g.__name__, g.__qualname__)
def f():
    return (y for y in ())
print(f().__qualname__)
class C:
    g = (x for x in ())
    def m(self):
        return [(z for z in ()) for _ in (1,)][0]
print(C.g.__qualname__, C().m().__qualname__)
try:
    def h():
        return sum(1 / 0 for _ in (1,))
    h()
except ZeroDivisionError as e:
    print('zde')
print([(lambda: 0) for _ in [1]][0].__qualname__)
def k():
    return [[(lambda: 0) for _ in [1]] for _ in [2]][0][0].__qualname__, {i: (lambda: 1) for i in [1]}[1].__qualname__
print(k())
print([(j for j in ()) for _ in [1]][0].__qualname__)
