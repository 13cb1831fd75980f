A = [[1, 2], [3, 4], [5, 6]]
B = [[7, 8, 9], [10, 11, 12]]


def matmul(X, Y):
    return [[sum(a * b for a, b in zip(row, col)) for col in zip(*Y)] for row in X]


def show(M):
    width = max(len(str(v)) for row in M for v in row)
    for row in M:
        print(" ".join(str(v).rjust(width) for v in row))


show(matmul(A, B))
print()
show(matmul(B, A))
print()
show([list(r) for r in zip(*A)])
print()
scaled = [[v * 10 for v in row] for row in A]
show(scaled)
print([sum(col) for col in zip(*A)])
print([max(row) for row in B])
