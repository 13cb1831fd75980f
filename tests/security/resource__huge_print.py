# expect: Limit: Output
# limits: max_output=1000000
print("a" * 10**8)
