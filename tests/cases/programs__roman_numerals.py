TABLE = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
    (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
    (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]
VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}

class RomanError(ValueError):
    pass

def to_roman(n):
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError("expected int")
    if not 0 < n < 4000:
        raise RomanError(f"{n} out of range 1..3999")
    out = []
    for value, sym in TABLE:
        count, n = divmod(n, value)
        out.append(sym * count)
    return "".join(out)

def from_roman(s):
    total = 0
    prev = 0
    for ch in reversed(s.upper()):
        if ch not in VALUES:
            raise RomanError(f"bad numeral {ch!r} in {s!r}")
        v = VALUES[ch]
        if v < prev:
            total -= v
        else:
            total += v
            prev = v
    if to_roman(total) != s.upper():
        raise RomanError(f"non-canonical numeral {s!r}")
    return total

for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    r = to_roman(n)
    print(f"{n:>5} -> {r:<12} -> {from_roman(r)}")

print(all(from_roman(to_roman(i)) == i for i in range(1, 4000, 37)))
print(sorted(["XL", "IX", "MC", "CM", "V"], key=from_roman))
for bad in [0, 4000, "IIII", "ABC", "xiv", 2.5]:
    try:
        if isinstance(bad, str):
            print(bad, "=", from_roman(bad))
        else:
            print(bad, "=", to_roman(bad))
    except RomanError as e:
        print("RomanError:", e)
    except TypeError as e:
        print("TypeError:", e)
