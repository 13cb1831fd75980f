# expect: Exception: AttributeError: 'generator' object has no attribute 'gi_frame'
g = (x for x in [1])
print(g.gi_frame)
print("ESCAPED")
