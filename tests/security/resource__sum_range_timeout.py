# expect: Limit: Timeout
# limits: timeout=1
# A builtin consuming a huge iterator must still see the deadline.
sum(range(10**13))
