raw = ["10", " 20 ", "-5", "+7", "3.0", "abc"]
total = 0
for r in raw[:4]:
    total += int(r)
print(total)
try:
    int("3.0")
except ValueError as e:
    print("ValueError", e)
print(int("ff", 16), int("0b101", 0), int("  12  "), float("3.5"), float(" -1e2 "))
try:
    float("x1")
except ValueError as e:
    print("ValueError", e)
values = [int(r) for r in raw]
