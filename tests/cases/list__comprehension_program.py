matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12]]
transposed = [[row[i] for row in matrix] for i in range(3)]
print(transposed)
flat = [x for row in matrix for x in row if x % 2]
print(flat)
print([[a * b for b in range(1, 5)] for a in range(1, 5)])
def matmul(A, B):
    return [[sum(a * b for a, b in zip(r, c)) for c in zip(*B)] for r in A]
print(matmul(matrix, transposed))
print(sum(map(sum, matrix)), [max(r) for r in matrix], list(map(list, zip(*matrix))))
