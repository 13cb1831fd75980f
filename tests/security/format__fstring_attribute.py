# expect: Forbidden: Forbidden access to dunder attribute: __class__
print(f"{().__class__}")
print("ESCAPED")
