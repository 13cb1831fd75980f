# expect: Exception: MemoryError
# limits: max_memory=67108864 timeout=5 max_operations=1500
# rss: check
# Many containers alive at once: each under the limit, their total is over it.
d = {}
i = 0
while True:
    d[i] = "a" * 10**6
    i += 1
