# expect: ok
# expect: Limit: Timeout
# expect: Exception: RecursionError...
# expect: Exception: RuntimeError: regular expression backtracked too much...
# limits: timeout=2
import re
re.match(r"(a*)*\1b", "a" * 30)
