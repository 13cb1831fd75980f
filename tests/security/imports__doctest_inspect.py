# expect: Forbidden: Import of doctest is not allowed. Authorized imports are: [...
# smolagents advisory: doctest.inspect.os.system(...)
import doctest
doctest.inspect.os.system("touch /tmp/ophis-canary-imports__doctest_inspect")
