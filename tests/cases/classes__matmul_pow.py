class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]
        self.n = len(rows)
        self.m = len(rows[0]) if rows else 0

    def __repr__(self):
        return "Matrix(" + repr(self.rows) + ")"

    def __matmul__(self, other):
        if self.m != other.n:
            raise ValueError(f"shape mismatch: {self.n}x{self.m} @ {other.n}x{other.m}")
        return Matrix([[sum(self.rows[i][k] * other.rows[k][j] for k in range(self.m))
                        for j in range(other.m)] for i in range(self.n)])

    def __rmatmul__(self, vec):
        # row vector (list) @ matrix
        return [sum(vec[k] * self.rows[k][j] for k in range(self.n)) for j in range(self.m)]

    def __imatmul__(self, other):
        res = self @ other
        self.rows = res.rows
        self.m = res.m
        return self

    def __pow__(self, k):
        result = Matrix.identity(self.n)
        base = self
        while k > 0:
            if k & 1:
                result = result @ base
            base = base @ base
            k >>= 1
        return result

    @staticmethod
    def identity(n):
        return Matrix([[1 if i == j else 0 for j in range(n)] for i in range(n)])

A = Matrix([[1, 2], [3, 4]])
B = Matrix([[0, 1], [1, 0]])
print(A @ B)
print(B @ A)
print(A @ Matrix.identity(2))
print([1, 1] @ A)
F = Matrix([[1, 1], [1, 0]])
print(F ** 10)
print([(F ** n).rows[0][1] for n in range(12)])
C = Matrix([[1, 2, 3]])
print(C @ Matrix([[1], [2], [3]]))
M = Matrix([[2, 0], [0, 2]])
alias = M
M @= A
print(M, alias is M)
try:
    C @ A
except ValueError as e:
    print("ValueError:", e)
print(2 ** 10, pow(2, 10, 1000), 2 ** -1, (-2) ** 3)
