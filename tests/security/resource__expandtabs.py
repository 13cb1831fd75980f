# expect: Exception: MemoryError
# limits: max_memory=67108864 timeout=5
# rss: check
s = ("\t" * 10**6).expandtabs(10**5)
