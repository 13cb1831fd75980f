# expect: Forbidden: Forbidden access to dunder attribute: __class__
# expect[python]: ok
try:
    ().__class__
except BaseException:
    print("ESCAPED: caught the policy error")
