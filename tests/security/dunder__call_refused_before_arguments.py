# expect: Forbidden: Forbidden call to dunder function: __dir__
# A method call by a forbidden dunder name is refused before its arguments are evaluated.
def side_effect():
    print("ESCAPED")
'string'.__dir__(side_effect())
