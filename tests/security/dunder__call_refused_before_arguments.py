# expect: Forbidden: Forbidden call to dunder function: __dir__
# expect[python]: Exception: TypeError...
# A method call by a forbidden dunder name is refused before its arguments are evaluated.
def side_effect():
    print("reached (the python policy: sandbox values only)")
'string'.__dir__(side_effect())
