# expect: Exception: MemoryError
# limits: max_memory=67108864 timeout=5
# rss: check
import itertools
x = list(itertools.product(range(1000), repeat=5))
