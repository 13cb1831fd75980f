# expect: Limit: Output
# limits: max_output=100000
for i in range(10**9):
    print(i)
