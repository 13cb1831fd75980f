# expect: Forbidden: Forbidden access to function: vars
class A:
    pass
print(vars(A()))
print("ESCAPED")
