# expect: Limit: Timeout
# limits: timeout=1 max_while_iterations=100000000000 max_operations=100000000000
while True:
    pass
