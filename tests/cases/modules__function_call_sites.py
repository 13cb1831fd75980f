# Calls of a module's functions as `module.name(...)`: native ones (math) and Python ones
# (textwrap, bisect's), positional and not, and a name the module lacks.
import bisect
import math
import textwrap

print(math.sqrt(16), math.hypot(3, 4), math.floor(2.5), math.copysign(1, -0.0))
print(textwrap.dedent("  a\n  b"), textwrap.shorten("hello world again", 12))
xs = [1, 3, 5]
bisect.insort(xs, 4)
print(xs, bisect.bisect_left(xs, 4), bisect.bisect(xs, 4, 0, 2))
print(math.log(8, 2), math.fsum([0.1] * 10), math.gcd(12, 18, 27))
try:
    math.sqrt(-1)
except ValueError as e:
    print("ValueError", e)
try:
    math.sqrt()
except TypeError as e:
    print("TypeError", e)
try:
    math.sqrt(1, 2)
except TypeError as e:
    print("TypeError", e)
try:
    math.no_such_function(1)
except AttributeError as e:
    print("AttributeError", e)
try:
    textwrap.dedent()
except TypeError as e:
    print("TypeError", e)


print(math.sqrt(9.0), math.sqrt(*[25]), math.floor(3.5))
calls = []


def arg(v):
    calls.append(v)
    return v


print(math.pow(arg(2), arg(10)), calls)
