# expect: Forbidden: Import of random.os is not allowed. Authorized imports are: [...
# "random" does not authorize "random.os".
import random.os
print("ESCAPED")
