# expect: Exception: AttributeError: 'generator' object has no attribute 'gi_yieldframe'
def gen():
    yield 1
print(gen().gi_yieldframe)
print("ESCAPED")
