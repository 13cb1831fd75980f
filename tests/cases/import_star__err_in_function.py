# `import *` is a syntax error outside module level, before anything runs.
print("never printed")


def f():
    from math import *
    return pi
