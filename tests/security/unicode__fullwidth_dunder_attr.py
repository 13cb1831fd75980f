# expect: Forbidden: Forbidden access to dunder attribute: __class__
# expect: Forbidden: Forbidden access to dunder attribute: __ｃｌａｓｓ__
# expect: Exception: AttributeError...
# ＿＿ｃｌａｓｓ＿＿ normalizes to __class__ under NFKC.
print(().__ｃｌａｓｓ__)
print("ESCAPED")
