# Generator functions and generator expressions.
def gen(n):
    for i in range(n):
        if i % 3:
            yield i * 2


total = 0
for v in gen(60000):
    total += v
result = (total, sum(x for x in range(60000) if x % 5 == 0))
result
