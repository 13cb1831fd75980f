# expect: Forbidden: Forbidden access to dunder attribute: __class__
# expect[python]: Exception: ValueError...
# The format spec may itself contain a replacement field.
print("{0:{1.__class__}}".format(1, 2))
print("ESCAPED")
