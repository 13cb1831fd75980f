# Closures: a counter factory and calls through nonlocal state.
def make_counter(step):
    count = 0

    def inc():
        nonlocal count
        count += step
        return count

    return inc


c = make_counter(3)
adders = [(lambda k: lambda x: x + k)(k) for k in range(10)]
total = 0
for i in range(30000):
    total += c() + adders[i % 10](i)
result = total
result
