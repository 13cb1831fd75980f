# expect: Exception: MemoryError
# expect: Limit: Memory
# limits: max_memory=67108864 timeout=20
# imports: array
# rss: check
# An array is charged to the memory limit like the list it keeps.
import array

a = array.array("d", [0.0]) * 10**9
print("ESCAPED")
