# expect: Exception: AttributeError: module 'unicodedata' has no attribute 'os'
# expect: Forbidden: Forbidden access to module: os
# expect: Exception: ModuleNotFoundError: No module named 'unicodedata'
import unicodedata
unicodedata.os.system("touch /tmp/ophis-canary-modules__unicodedata_os")
print("ESCAPED")
