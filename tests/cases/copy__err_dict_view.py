import copy

prices = {"tea": 3.5, "coffee": 4.0}
frozen = copy.deepcopy(prices)
prices["tea"] = 4.0
print(frozen, prices)
names = prices.keys()
print(sorted(names))
print(copy.copy(names))
