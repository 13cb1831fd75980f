rows = []
for yi in range(11):
    y = 1.2 - yi * 0.24
    line = ""
    for xi in range(40):
        x = -2.1 + xi * 0.075
        c = complex(x, y)
        z = 0j
        n = 0
        while abs(z) <= 2 and n < 30:
            z = z * z + c
            n += 1
        line += " .:-=+*#%@"[min(n // 3, 9)]
    rows.append(line)
print("\n".join(rows))
