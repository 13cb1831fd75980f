prices = [19.99, 5.01, 0.1, 0.2, 100.0]
print(sum(prices), round(sum(prices), 2))
print(sum(range(1, 101)), sum(x * x for x in range(10)), sum([], 10), sum([[1], [2]], []))
print(round(3.14159, 3), round(2.5), round(-1.5), round(7, 1), round(1e20))
print(round(0.1 + 0.2, 1), round(1.005, 2), round(5.55, 1))
avg = sum([3, 4, 4]) / 3
print(avg, f"{avg:.3f}", round(avg, 4))
print(min(0.1, 0.10000000000000001), 0.1 == 0.10000000000000001)
cents = sum(int(round(p * 100)) for p in prices)
print(cents, cents // 100, cents % 100, f"${cents / 100:,.2f}")
print(abs(-0.0), -0.0 == 0.0, 1e-320 > 0)
