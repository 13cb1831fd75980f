# expect: Exception: AttributeError: module 'collections' has no attribute 'sys'
# expect: Forbidden: Forbidden access to module: sys
# expect: Exception: ModuleNotFoundError: No module named 'collections'
import collections
collections.sys.system("touch /tmp/ophis-canary-modules__collections_sys")
print("ESCAPED")
