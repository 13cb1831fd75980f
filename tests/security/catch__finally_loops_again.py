# expect: Limit: WhileIterations
# limits: max_while_iterations=1000
# A finally clause runs ordinary code; it must not restart the loop after the limit.
try:
    while True:
        pass
finally:
    while True:
        pass
