# expect: Exception: MemoryError
# expect: Exception: ValueError...
# limits: max_memory=67108864 timeout=5
# rss: check
s = f"{1:1000000000000}"
