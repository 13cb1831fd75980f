# expect: Exception: AttributeError: module 'stat' has no attribute 'os'
# expect: Forbidden: Forbidden access to module: os
# expect: Exception: ModuleNotFoundError: No module named 'stat'
import stat
stat.os.system("touch /tmp/ophis-canary-modules__stat_os")
print("ESCAPED")
