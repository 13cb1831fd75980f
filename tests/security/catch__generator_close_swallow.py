# expect: Limit: Operations
# limits: max_operations=10000
def gen():
    while True:
        try:
            yield 1
        except BaseException:
            pass
g = gen()
for x in g:
    pass
