# expect: Exception: AttributeError: module 'datetime' has no attribute 'sys'
# expect: Forbidden: Forbidden access to module: sys
# expect: Exception: ModuleNotFoundError: No module named 'datetime'
import datetime
datetime.sys.system("touch /tmp/ophis-canary-modules__datetime_sys")
print("ESCAPED")
