# expect: Forbidden: Import of sys is not allowed. Authorized imports are: [...
# smolagents advisory: sys.modules["os"].system(...)
import sys
sys.modules["os"].system("touch /tmp/ophis-canary-imports__sys_modules")
