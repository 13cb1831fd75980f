# expect: Exception: MemoryError
# limits: max_memory=67108864 timeout=5
# rss: check
x = "".join(["a" * 10**6] * 10**4)
