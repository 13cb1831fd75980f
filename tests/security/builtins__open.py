# expect: Forbidden: Forbidden access to function: open
open("/tmp/ophis-canary-builtins__open", "w").write("x")
print("ESCAPED")
