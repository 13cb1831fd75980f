# expect: Forbidden: Forbidden access to function: eval
# Deleting a shadowing global must not reveal a real eval underneath.
eval = lambda s: "mine"
assert eval("x") == "mine"
del eval
eval("1")
print("ESCAPED")
