matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
flat = (v for row in matrix for v in row)
print(list(flat))

diag = (matrix[i][i] for i in range(len(matrix)))
print(list(diag))

pairs = ((a, b) for a in range(4) for b in range(a) if (a + b) % 2 == 1)
print(list(pairs))

words = ["apple", "Banana", "cherry", "date", "Elder"]
caps = (w for w in words if w[0] == w[0].upper())
lengths = (len(w) for w in caps)
print(list(lengths))

g = (x * y for x in (1, 2) for y in (10, 20, 30))
print(next(g), next(g))
print(list(g))

nested = ((i, (j for j in range(i))) for i in range(4))
for i, inner in nested:
    print(i, list(inner))

print(sorted((c for c in "mississippi"), reverse=True))
print("".join(sorted(set("mississippi"))))
total = sum(sum(row) for row in matrix)
print(total)
