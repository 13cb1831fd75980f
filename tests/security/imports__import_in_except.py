# expect: Forbidden: Import of os is not allowed. Authorized imports are: [...
# A failed import must not be swallowed by the program's own except clause.
try:
    import os
except ImportError:
    print("caught: imports stay denied, but the run must end here")
    print("ESCAPED")
