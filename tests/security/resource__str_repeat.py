# expect: Exception: MemoryError
# limits: max_memory=67108864 timeout=5
# rss: check
x = "a" * 10**10
