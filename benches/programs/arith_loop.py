# An arithmetic loop over a range with small ints.
x = 0
for i in range(300000):
    x += i * 2 % 7
result = x
result
