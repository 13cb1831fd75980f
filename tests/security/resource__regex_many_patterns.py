# expect: Limit: Timeout
# expect: Exception: MemoryError
# limits: max_memory=67108864 timeout=3
# rss: check
# Many distinct large patterns: the process-wide compiled-pattern cache is bounded.
import re
for i in range(300):
    p = re.compile("(x)" * 30000 + str(i))
