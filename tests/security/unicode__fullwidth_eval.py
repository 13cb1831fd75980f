# expect: Forbidden: Forbidden access to function: eval
# expect: Exception: NameError: name 'ｅｖａｌ' is not defined
# CPython NFKC-normalizes identifiers, so ｅｖａｌ is eval. Either way it must not run.
ｅｖａｌ("1")
print("ESCAPED")
