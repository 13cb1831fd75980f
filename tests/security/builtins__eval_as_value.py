# expect: Forbidden: Forbidden access to function: eval
# Merely naming a denied function is refused, not only calling it.
f = eval
print("ESCAPED")
