# expect: Exception: AttributeError: module 'random' has no attribute '_os'
# expect: Forbidden: Forbidden access to module: os
# expect: Exception: ModuleNotFoundError: No module named 'random'
import random
random._os.system("touch /tmp/ophis-canary-modules__random_os")
print("ESCAPED")
