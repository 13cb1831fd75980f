# CPython binds the keywords before it reports too many positional arguments: a keyword
# error (multiple values, unexpected keyword) comes first.
def f(a):
    return a


def g(a, b=2, *, k=0):
    return a, b, k


def h(a, /, b):
    return a, b


for call in (
    lambda: f(1, 2, a=3),
    lambda: f(1, 2, b=3),
    lambda: f(1, 2),
    lambda: f(1, 2, 3),
    lambda: g(1, 2, 3, a=4),
    lambda: g(1, 2, 3, k=4),
    lambda: g(1, 2, 3, z=4),
    lambda: g(1, 2, 3),
    lambda: h(1, 2, 3, a=4),
    lambda: h(1, 2, 3, b=4),
    lambda: h(1, 2, 3),
):
    try:
        print(call())
    except TypeError as e:
        print("TypeError:", e)
