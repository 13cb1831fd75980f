# Decimal == complex compares with the real part when the imaginary part is zero (order
# comparisons are NotImplemented); a quiet NaN hashes as object.__hash__ does, and a
# signaling NaN refuses to hash.
from decimal import Decimal

da, db = Decimal('0.25'), Decimal('3.0')
print(da == 0.25 + 0j, 0.25 + 0j == da, da != 1.5 + 0j, db == 3.0 + 1j, 3 + 0j == db)
print(db.__lt__(3.0 + 0j), db.__ge__(3.0 + 0j), db.__eq__(3 + 0j), db.__ne__(3 + 0j))
try:
    db < 3 + 0j
except TypeError as e:
    print('TypeError:', e)
nan = Decimal('NaN')
neg = -nan
print(hash(nan) == object.__hash__(nan), hash(neg) == object.__hash__(neg), hash(neg) != hash(nan))
try:
    hash(Decimal('sNaN'))
except TypeError as e:
    print('TypeError:', e)


class H:
    def __hash__(self):
        return 42


class D(Decimal, H):
    pass


v = D('NaN')
print(hash(v) == object.__hash__(v), hash(D('1.5')) == hash(1.5))
