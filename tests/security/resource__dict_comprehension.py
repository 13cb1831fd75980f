# expect: Exception: MemoryError
# expect: Limit: Operations
# limits: max_memory=67108864 timeout=5
# rss: check
x = {i: i for i in range(10**9)}
