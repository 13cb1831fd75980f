# expect: Exception: MemoryError
# limits: max_memory=67108864 timeout=5
# rss: check
x = list(range(10**12))
