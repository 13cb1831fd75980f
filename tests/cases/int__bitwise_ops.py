vals = [0, 1, -1, 6, -6, 0xF0F0, -(2**70), 2**70 - 1]
for a in vals:
    row = []
    for b in [3, -3, 255]:
        row.append((a & b, a | b, a ^ b))
    print(a, ~a, a << 2, a >> 1, row)
print(-1 >> 1000, 1 << 100 >> 99, -5 >> 1, -5 // 2)
try:
    print(1 << -1)
except ValueError as e:
    print("ValueError:", e)
