# expect: Exception: RuntimeError: super(): no arguments
# expect: Exception: RuntimeError...
def f():
    return super()
print(f())
print("ESCAPED")
