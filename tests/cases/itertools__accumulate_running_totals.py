from itertools import accumulate

deposits = [100, -20, 50, -75, 10, 200]
balances = list(accumulate(deposits))
print(balances)
print(list(accumulate(deposits, initial=1000)))
print(list(accumulate(deposits, max)), list(accumulate(deposits, min)))
print(list(accumulate([1, 2, 3, 4, 5], lambda a, b: a * b)))
print(list(accumulate(['a', 'b', 'c'])), list(accumulate([])), list(accumulate([], initial=0)))
rate = 0.05
growth = list(accumulate(range(5), lambda bal, _: round(bal * (1 + rate), 2), initial=100))
print(growth)
lows = list(accumulate([5, 3, 8, 1, 9, 2], min))
print(lows, [round(x, 2) for x in accumulate([0.1] * 5)])
print(list(accumulate([[1], [2], [3]])))
print(list(accumulate(iter([3, 4]), func=None, initial=None)))
