# expect: Limit: Operations
# limits: max_operations=100000 max_while_iterations=100000000
n = 0
while True:
    try:
        for i in range(10**9):
            n += 1
    except BaseException:
        print("caught")
