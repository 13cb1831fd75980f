matrix = [[r * 3 + c for c in range(3)] for r in range(4)]
print(matrix)
transposed = [[row[i] for row in matrix] for i in range(3)]
print(transposed)
flat = [v for row in matrix for v in row]
print(flat)
evens_by_row = [[v for v in row if v % 2 == 0] for row in matrix]
print(evens_by_row)

table = {n: {m: n * m for m in range(1, 4)} for n in range(1, 4)}
for k, v in table.items():
    print(k, v)

triples = [(a, b, c) for a in range(1, 20) for b in range(a, 20) for c in range(b, 20)
           if a * a + b * b == c * c]
print(triples)

words = ["alpha", "beta", "gamma"]
chars = sorted({ch for w in words for ch in w})
print(chars)
index = {w: [i for i, ch in enumerate(w) if ch == "a"] for w in words}
print(index)

identity = [[1 if i == j else 0 for j in range(4)] for i in range(4)]
for row in identity:
    print(" ".join(str(v) for v in row))
