# expect: Limit: Output
# limits: max_output=100000
while True:
    try:
        print("x" * 1000)
    except BaseException:
        pass
