# expect: Forbidden: Forbidden access to dunder attribute: __class__
try:
    ().__class__
except BaseException:
    print("ESCAPED: caught the policy error")
