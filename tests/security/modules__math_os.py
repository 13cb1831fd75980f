# expect: Exception: AttributeError: module 'math' has no attribute 'os'
# expect: Forbidden: Forbidden access to module: os
# expect: Exception: ModuleNotFoundError: No module named 'math'
import math
math.os.system("touch /tmp/ophis-canary-modules__math_os")
print("ESCAPED")
