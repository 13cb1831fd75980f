b = b"0123456789"
print(b[2:5], b[::-1], b[::3], b[-3:], b[5:2], b[100:], b[-100:2], b[3], b[-1], b[:0])
parts = [b[i:i + 3] for i in range(0, len(b), 3)]
print(parts, b"".join(parts) == b, b"|".join(parts), len(b * 3), (b + b"ab")[-4:])
print(b.startswith(b"012"), b.endswith(b"89"), b.find(b"5"), b.rfind(b"5"), b.count(b"1"), b.split(b"5"), b.isdigit())
