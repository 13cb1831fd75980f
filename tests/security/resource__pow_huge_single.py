# expect: Limit: Timeout
# expect: Exception: MemoryError
# limits: timeout=0.1
# The run must end with the timeout (one big-int operation cannot be interrupted: the
# deadline is read right after it). The operation takes well over the timeout on any machine
# (about 1.5 s in a release build here); with 0.5 s and 2 ** 22 an idle machine finished it
# in time, so the run rightly went on and the test failed.
x = 7 ** (2 ** 23)
print("ESCAPED: ran past the deadline")
