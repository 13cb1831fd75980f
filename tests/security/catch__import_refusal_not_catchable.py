# expect: Forbidden: Import of os is not allowed. Authorized imports are: [...
try:
    import os
except BaseException:
    print("ESCAPED: caught the import refusal")
