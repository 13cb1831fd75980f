# expect: Limit: Timeout
# limits: timeout=1
x = 3 ** 1000000
while True:
    y = x * x
