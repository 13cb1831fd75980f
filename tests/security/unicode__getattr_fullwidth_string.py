# expect: Exception: AttributeError...
# expect: Forbidden: Forbidden access to dunder attribute: __ｃｌａｓｓ__
# expect: Forbidden: Forbidden access to dunder attribute: __class__
# getattr with a string is never normalized (in CPython either): no such attribute.
print(getattr((), "__ｃｌａｓｓ__"))
print("ESCAPED")
