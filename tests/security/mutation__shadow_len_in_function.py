# expect: ok
len = lambda x: 42
def f():
    return len([1])
assert f() == 42
import math
assert math.isqrt(16) == 4
out = sorted([3, 1, 2])
assert out == [1, 2, 3], out
