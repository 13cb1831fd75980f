# expect: Exception: AttributeError: module 'time' has no attribute 'os'
# expect: Forbidden: Forbidden access to module: os
# expect: Exception: ModuleNotFoundError: No module named 'time'
import time
time.os.system("touch /tmp/ophis-canary-modules__time_os")
print("ESCAPED")
