print(pow(2, 10), pow(2, -2), pow(2.0, 3), pow(-2, 3), pow(3, 200, 1000), pow(3, -1, 11), pow(-1, -1, 5), pow(10, -3, 7), pow(base=2, exp=5), pow(2, 5, mod=3))
print(round(0.5), round(1.5), round(2.5), round(-0.5), round(-1.5), round(2.675, 2), round(0.125, 2), round(0.375, 2), round(1234, -2), round(1250, -2), round(1350, -2), round(-1250, -2))
print(round(15, -1), round(25, -1), round(5, 0), round(7), round(7, 2), round(1e16 + 1.0), round(3.14159, 3), round(-2.5), round(10**20 + 5, -1))
