# expect: Exception: MemoryError
# limits: max_memory=67108864 timeout=5
# rss: check
# gap: memory is checked per allocation, not for the total live size
x = [[0] * 10**4 for i in range(10**5)]
