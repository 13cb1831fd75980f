# expect: Limit: WhileIterations
while True:
    pass
