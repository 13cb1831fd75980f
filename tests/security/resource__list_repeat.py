# expect: Exception: MemoryError
# limits: max_memory=67108864 timeout=5
# rss: check
x = [0] * 10**10
