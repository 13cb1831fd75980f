# expect: Exception: MemoryError
# limits: max_memory=67108864 timeout=5 max_operations=1500
# rss: check
# gap: the memory limit applies per allocation and per container, not to the total live size (the operation limit is low here only to bound the damage)
# Many containers alive at once: each under the limit, their total is not counted yet.
d = {}
i = 0
while True:
    d[i] = "a" * 10**6
    i += 1
