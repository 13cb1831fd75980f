# expect: Exception: AttributeError: module 'itertools' has no attribute 'os'
# expect: Forbidden: Forbidden access to module: os
# expect: Exception: ModuleNotFoundError: No module named 'itertools'
import itertools
itertools.os.system("touch /tmp/ophis-canary-modules__itertools_os")
print("ESCAPED")
