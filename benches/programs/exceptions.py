# Exceptions raised and caught in a loop.
class Odd(Exception):
    pass


def check(i):
    if i % 2:
        raise Odd(i)
    return i


caught = 0
total = 0
for i in range(20000):
    try:
        total += check(i)
    except Odd as e:
        caught += 1
    try:
        {}[i]
    except KeyError:
        caught += 1
result = (caught, total)
result
