# expect: Forbidden: Forbidden access to function: locals
def f():
    return locals()
print(f())
print("ESCAPED")
