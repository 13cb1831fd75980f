import operator

print(operator.add(2, 3), operator.neg(4))
print(operator.add(1))
