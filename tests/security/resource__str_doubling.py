# expect: Exception: MemoryError
# limits: max_memory=67108864 timeout=5
# rss: check
s = "a"
while True:
    s = s + s
