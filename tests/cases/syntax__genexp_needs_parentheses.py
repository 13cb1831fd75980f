data = [1, 2]
print(sum(x * x for x in data, 0))
