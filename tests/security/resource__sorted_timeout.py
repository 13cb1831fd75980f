# expect: Limit: Timeout
# limits: timeout=0.5
x = sorted([1] * 10**7)
