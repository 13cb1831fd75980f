# expect: Exception: AttributeError: module 're' has no attribute 'sys'
# expect: Forbidden: Forbidden access to module: sys
# expect: Exception: ModuleNotFoundError: No module named 're'
import re
re.sys.system("touch /tmp/ophis-canary-modules__re_sys")
print("ESCAPED")
