# expect: Exception: AttributeError: module 'statistics' has no attribute 'sys'
# expect: Forbidden: Forbidden access to module: sys
# expect: Exception: ModuleNotFoundError: No module named 'statistics'
import statistics
statistics.sys.system("touch /tmp/ophis-canary-modules__statistics_sys")
print("ESCAPED")
