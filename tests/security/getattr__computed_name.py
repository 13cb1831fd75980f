# expect: Forbidden: Forbidden access to dunder attribute: __class__
name = "__cl" + "ass__"
print(getattr((), name))
print("ESCAPED")
