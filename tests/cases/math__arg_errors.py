# The argument errors of the math module's native functions (declared signatures, one binder):
# every calling convention CPython's mathmodule.c uses, each with its own wording.
import math


def show(label, f):
    try:
        f()
        print(label, "ok")
    except TypeError as e:
        print(label, "TypeError:", e)


# METH_O
show("sqrt()", lambda: math.sqrt())
show("sqrt(1, 2)", lambda: math.sqrt(1, 2))
show("sqrt(x=1)", lambda: math.sqrt(x=1))
show("floor()", lambda: math.floor())
show("ceil(1, 2)", lambda: math.ceil(1, 2))
show("fsum()", lambda: math.fsum())
show("factorial(n=3)", lambda: math.factorial(n=3))
show("isqrt(n=4)", lambda: math.isqrt(n=4))
show("trunc()", lambda: math.trunc())
show("log2(x=8)", lambda: math.log2(x=8))
show("frexp()", lambda: math.frexp())
show("erf(1, 2)", lambda: math.erf(1, 2))
# Argument Clinic, two positional arguments
show("pow(1)", lambda: math.pow(1))
show("pow(1, 2, 3)", lambda: math.pow(1, 2, 3))
show("pow(x=1, y=2)", lambda: math.pow(x=1, y=2))
show("atan2(1)", lambda: math.atan2(1))
show("copysign()", lambda: math.copysign())
show("ldexp(1)", lambda: math.ldexp(1))
show("nextafter(1)", lambda: math.nextafter(1))
show("comb(5)", lambda: math.comb(5))
show("dist([1])", lambda: math.dist([1]))
show("fmod(1, 2, 3)", lambda: math.fmod(1, 2, 3))
# optional second argument
show("perm()", lambda: math.perm())
show("perm(1, 2, 3)", lambda: math.perm(1, 2, 3))
show("perm(n=5)", lambda: math.perm(n=5))
print(math.perm(5), math.perm(5, 2), math.perm(5, None))
# optional group
show("log()", lambda: math.log())
show("log(1, 2, 3)", lambda: math.log(1, 2, 3))
show("log(x=1)", lambda: math.log(x=1))
print(math.log(8, 2))
# keywords
show("isclose(1)", lambda: math.isclose(1))
show("isclose(1, 2, 3)", lambda: math.isclose(1, 2, 3))
show("isclose(1, 2, foo=1)", lambda: math.isclose(1, 2, foo=1))
show("isclose(1, 2, a=1)", lambda: math.isclose(1, 2, a=1))
print(math.isclose(1, b=1.0), math.isclose(a=1, b=1.1, rel_tol=0.2), math.isclose(1, 1.05, abs_tol=0.1))
show("prod()", lambda: math.prod())
show("prod([1], 2)", lambda: math.prod([1], 2))
show("prod([1], foo=2)", lambda: math.prod([1], foo=2))
show("prod(iterable=[1])", lambda: math.prod(iterable=[1]))
print(math.prod([2, 3], start=4))
# variadic
show("gcd(a=1)", lambda: math.gcd(a=1))
show("lcm(a=1)", lambda: math.lcm(a=1))
show("hypot(x=1)", lambda: math.hypot(x=1))
