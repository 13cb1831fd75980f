ba = bytearray(b"The Quick Brown Fox")
print(sum(ba), max(ba), min(ba), sorted(ba)[:5], [c for c in ba if c < 97])
print("".join(chr(c) for c in ba), [i for i, c in enumerate(ba) if c == 32])
counts = {}
for c in ba:
    counts[c] = counts.get(c, 0) + 1
print(sorted((chr(k), v) for k, v in counts.items() if v > 1))
