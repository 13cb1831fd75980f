# expect: Exception: MemoryError
# limits: max_memory=67108864 timeout=5 max_operations=3000
# rss: check
x = []
while True:
    x.append("a" * 10**6)
