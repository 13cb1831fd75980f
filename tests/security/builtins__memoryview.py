# expect: Forbidden: Forbidden access to function: memoryview
memoryview(b"x")
print("ESCAPED")
