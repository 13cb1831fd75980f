# A comprehension runs in a frame of its own: a NameError there searches its locals, not the
# enclosing function's ('counter' is not offered, as CPython 3.11 does not).
def outer():
    counter = 1
    total = sum(x for x in range(3))
    print(total)
    return {k: countr for k in range(2)}


outer()
