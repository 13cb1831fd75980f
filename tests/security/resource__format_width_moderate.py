# expect: Exception: MemoryError
# expect: Exception: ValueError...
# limits: max_memory=67108864 timeout=5
# rss: check
s = "{:>2000000000}".format("x")
