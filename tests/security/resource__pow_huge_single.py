# expect: Limit: Timeout
# expect: Exception: MemoryError
# limits: timeout=0.5
# The run must end with the timeout (one big-int operation cannot be interrupted: the
# deadline is read right after it).
x = 7 ** (2 ** 22)
print("ESCAPED: ran past the deadline")
