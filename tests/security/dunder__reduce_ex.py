# expect: Forbidden: Forbidden call to dunder function: __reduce_ex__
# expect[python]: ok
# Under python the reduction holds copyreg's reconstructor (a library function) and the
# object's class, nothing the program could not reach otherwise; the reconstructor's
# globals stay hidden.
rv = (1).__reduce_ex__(2)
try:
    rv[0].__globals__
    print("ESCAPED")
except AttributeError:
    pass
print(rv[1])
