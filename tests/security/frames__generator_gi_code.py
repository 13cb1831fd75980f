# expect: Exception: AttributeError: 'generator' object has no attribute 'gi_code'
def gen():
    yield 1
print(gen().gi_code)
print("ESCAPED")
