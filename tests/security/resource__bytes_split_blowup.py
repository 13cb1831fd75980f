# expect: Exception: MemoryError
# limits: max_memory=67108864 timeout=5
# rss: check
# The parts are counted, and the list checked against the memory limit, before they are
# collected: gathering ten million of them first grew the process by 400-530 MiB.
x = (b"a" * 10**7).split(b"a")
