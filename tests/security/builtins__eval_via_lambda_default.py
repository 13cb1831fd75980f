# expect: Forbidden: Forbidden access to function: eval
g = lambda f=eval: f("1")
print("ESCAPED")
