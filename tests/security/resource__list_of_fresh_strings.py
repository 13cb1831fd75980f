# expect: Exception: MemoryError
# limits: max_memory=67108864 timeout=5 max_operations=3000
# rss: check
x = [str(i) * 10**5 for i in range(10**5)]
