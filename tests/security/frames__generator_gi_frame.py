# expect: Exception: AttributeError: 'generator' object has no attribute 'gi_frame'
def gen():
    yield 1
g = gen()
next(g)
print(g.gi_frame.f_back.f_globals)
print("ESCAPED")
