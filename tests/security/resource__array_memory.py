# expect: Exception: MemoryError
# expect: Limit: Memory
# limits: max_memory=67108864 timeout=20
# imports: array
# rss: check
# An array's bytes are checked against the memory limit before they are allocated.
import array

a = array.array("d", [0.0]) * 10**9
print("ESCAPED")
