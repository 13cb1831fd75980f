# A NameError names the missing name; its display offers the closest builtin.
try:
    pritn("hello")
except NameError as e:
    print(type(e).__name__, e.name, str(e))
    print(e.args)
pritn("hello")
