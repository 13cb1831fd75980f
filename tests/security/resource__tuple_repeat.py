# expect: Exception: MemoryError
# limits: max_memory=67108864 timeout=5
# rss: check
t = (1, 2) * 10**10
