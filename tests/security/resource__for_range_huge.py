# expect: Limit: Operations
# limits: max_operations=1000000
for i in range(10**12):
    pass
