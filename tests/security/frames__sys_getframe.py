# expect: Forbidden: Import of sys is not allowed. Authorized imports are: [...
# smolagents advisory: sys._getframe().f_builtins["__import__"]
import sys
builtins = sys._getframe().f_builtins
os_module = builtins["__import__"]("os")
os_module.system("touch /tmp/ophis-canary-frames__sys_getframe")
