# The C decimal's `__format__(spec, override)`: a localeconv-like dict whose grouping is a
# string of byte values; statistics._isfinite (CPython's helper) for floats and Decimals.
import statistics
from decimal import Decimal

en_US = {"decimal_point": ".", "grouping": "".join(map(chr, [3, 3, 0])), "thousands_sep": ","}
fr_FR = {"decimal_point": ",", "grouping": chr(127), "thousands_sep": ""}
for x in ["12345678.9", "-1234.5", "0.001"]:
    print(Decimal(x).__format__("n", en_US), Decimal(x).__format__("n", fr_FR))
print(Decimal("1234567").__format__("12n", en_US))
for v in [1.5, float("inf"), float("nan"), Decimal("2"), Decimal("-Infinity"), Decimal("NaN"), 3]:
    print(repr(v), statistics._isfinite(v))
