# Decimals of ints past 4,300 digits: exact as in C's decimal (str(int) and int(str) refuse
# them, Decimal does not), through the constructor, int(), and the native operations.
import decimal
from decimal import Decimal

decimal.getcontext().prec = 6000
x = Decimal(10**5000 + 3)
print(str(x)[:5], str(x)[-3:], len(str(x)), x.adjusted())
print(int(Decimal("1e5000") + 1) % 1000, int(-x) % 997, int(Decimal("-1.5e4400")) % 991)
print((x * x).adjusted(), str(x * x)[-6:], (x + 7 * 10**4999).adjusted(), str(x - 10**5000))
print(x > 10**5000, x == 10**5000 + 3, 10**5000 < x, Decimal(-(10**4400)) < -(10**4399))
print(str(x / 3)[:12], str(x // 7)[-4:], (x / (10**4990)).adjusted())
print(Decimal(-(7**6000)).adjusted(), math_ok := int(Decimal(2**20000)) == 2**20000)
decimal.getcontext().prec = 28
print(x + 1, x * 2, x / 7, Decimal(3**9000) / Decimal(3**8990))
