VALUES = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
    (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
    (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]
SYMBOLS = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


def to_roman(n):
    if not 0 < n < 4000:
        raise ValueError(f"out of range: {n}")
    parts = []
    for value, sym in VALUES:
        count, n = divmod(n, value)
        parts.append(sym * count)
    return "".join(parts)


def from_roman(s):
    total = 0
    prev = 0
    for ch in reversed(s.upper()):
        v = SYMBOLS[ch]
        if v < prev:
            total -= v
        else:
            total += v
            prev = v
    return total


for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    r = to_roman(n)
    print(f"{n:>5} -> {r:<12} -> {from_roman(r)}")

print(all(from_roman(to_roman(n)) == n for n in range(1, 4000, 3)))
longest = max(range(3000, 4000), key=lambda n: (len(to_roman(n)), n))
print("longest:", longest, to_roman(longest), len(to_roman(longest)))
print(sorted(["XIV", "IX", "MCM", "L", "iv"], key=from_roman))
for bad in [0, 4000]:
    try:
        to_roman(bad)
    except ValueError as e:
        print("ValueError:", e)
print(from_roman("MMXQ"))
