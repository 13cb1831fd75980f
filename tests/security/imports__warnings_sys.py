# expect: Forbidden: Import of warnings is not allowed. Authorized imports are: [...
# smolagents advisory: warnings.sys
import warnings
warnings.sys.modules["os"]
