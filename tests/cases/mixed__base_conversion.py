DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def to_base(n, base):
    if not 2 <= base <= 36:
        raise ValueError(f"base must be 2..36, got {base}")
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = []
    while n:
        n, r = divmod(n, base)
        out.append(DIGITS[r])
    return sign + "".join(reversed(out))


def from_base(s, base):
    s = s.strip().lower()
    sign = -1 if s.startswith("-") else 1
    total = 0
    for ch in s.lstrip("-"):
        d = DIGITS.index(ch)
        if d >= base:
            raise ValueError(f"digit {ch!r} invalid for base {base}")
        total = total * base + d
    return sign * total


for n in [0, 5, 255, -255, 1000, 2 ** 40, 36 ** 3 - 1]:
    row = [to_base(n, b) for b in (2, 8, 16, 36)]
    print(f"{n:>14} " + " ".join(f"{r:>16}" for r in row))
    assert row[0] == (bin(n).replace("0b", "") if n >= 0 else "-" + bin(-n)[2:])
    assert all(from_base(r, b) == n for r, b in zip(row, (2, 8, 16, 36)))
    assert from_base(row[2], 16) == int(row[2], 16)

print(from_base("ZZ", 36), from_base("-777", 8), from_base("  1010  ", 2))
print([to_base(7, b) for b in range(2, 10)])
try:
    from_base("129", 8)
except ValueError as e:
    print("ValueError:", e)
print(to_base(10, 40))
