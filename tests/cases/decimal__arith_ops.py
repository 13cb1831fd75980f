from decimal import Decimal as D, getcontext

a, b = D("7.25"), D("-2")
print(a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b), a ** 2, -a, +b, abs(b))
print(D(-7) // 2, D(-7) % 2, divmod(D(-7), 2), -7 // 2, -7 % 2, D(7) // -2, D(7) % -2)
print(D(10) / 4, D(10) / D("4.0"), D("1.30") + D("1.20"), D("1.30") * D("1.20"), D("5.0") - 5, 3 - D("0.5"))
print(1 + D("0.1"), 2 * D("0.25"), 10 / D(4), 10 // D(3), 10 % D(3), 2 ** D(10), divmod(17, D(5)))
print(D("0.1") * 3 == D("0.3"), sum([D("0.1")] * 10), sum(D(i) / 10 for i in range(10)))
print(D("12.345").remainder_near(1), D("10").remainder_near(3), D("18").remainder_near(D("4")))
print(D(2).fma(3, 5), D("1.5").fma(D("2"), D("-3")), D("123.4500").normalize(), D("0.00").normalize())
print(D("-1.5").copy_abs(), D("1.5").copy_negate(), D(3).copy_sign(D("-0")), D("1.5").logb(), D("0.0012").adjusted())
print(D(5).scaleb(3), D("1.5").scaleb(-2), D(123456789).shift(2), D(123456789).rotate(-3))
print(D(1101).logical_and(D(1011)), D(1100).logical_or(D(1010)), D(1100).logical_xor(D(1010)), D(101).logical_invert(getcontext().copy()) if False else "-")
print(D(1).next_plus(), D(1).next_minus(), D(1).next_toward(2), D("-0").next_plus())
preds = ["is_finite", "is_infinite", "is_nan", "is_qnan", "is_snan", "is_signed", "is_zero", "is_normal", "is_subnormal", "is_canonical"]
for s in ["1.5", "-0", "Infinity", "NaN", "sNaN", "1e-999999", "1e-1000005"]:
    d = D(s)
    print(s, [int(getattr(d, p)()) for p in preds], d.number_class(), d.radix())
print(bool(D(0)), bool(D("0.0")), bool(D("0.1")), bool(D("NaN")), D("2.50").real, D("2.50").imag, D(3).conjugate())
print(D(10) / 3 * 3, (D(10) / 3) * 3 == 10, D(1) / D(8), D(2) / D("0.5"))
x = D(1)
for i in range(1, 16):
    x *= i
print(x, x / D(10) ** 12, (x / 7).quantize(D("0.0001")))
