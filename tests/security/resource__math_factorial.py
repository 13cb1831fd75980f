# expect: Limit: Timeout
# expect: Exception: MemoryError
# expect: Exception: ValueError...
# limits: timeout=2 max_memory=67108864
import math
x = math.factorial(10**8)
