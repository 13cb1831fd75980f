from functools import reduce

scores = {'ann': [3, 4], 'bob': []}
for name, values in scores.items():
    total = reduce(lambda a, b: a + b, values, 0)
    print(name, total)
print(reduce(lambda a, b: a + b, scores['ann']))
reduce(lambda a, b: a + b, scores['bob'])
