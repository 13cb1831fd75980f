class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]

    @classmethod
    def zeros(cls, n, m):
        return cls([[0] * m for _ in range(n)])

    @classmethod
    def identity(cls, n):
        return cls([[int(i == j) for j in range(n)] for i in range(n)])

    @property
    def shape(self):
        return (len(self.rows), len(self.rows[0]))

    def __getitem__(self, ij):
        i, j = ij
        return self.rows[i][j]

    def __setitem__(self, ij, v):
        i, j = ij
        self.rows[i][j] = v

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def _elementwise(self, other, op):
        if isinstance(other, Matrix):
            if self.shape != other.shape:
                raise ValueError(f"shape mismatch {self.shape} vs {other.shape}")
            return Matrix([[op(a, b) for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, other.rows)])
        return Matrix([[op(a, other) for a in r] for r in self.rows])

    def __add__(self, o):
        return self._elementwise(o, lambda a, b: a + b)

    def __sub__(self, o):
        return self._elementwise(o, lambda a, b: a - b)

    def __mul__(self, o):
        return self._elementwise(o, lambda a, b: a * b)

    def __rmul__(self, k):
        return self * k

    def __neg__(self):
        return self * -1

    def __matmul__(self, o):
        n, m = self.shape
        m2, p = o.shape
        if m != m2:
            raise ValueError(f"cannot multiply {self.shape} by {o.shape}")
        return Matrix([[sum(self[i, k] * o[k, j] for k in range(m)) for j in range(p)] for i in range(n)])

    def transpose(self):
        return Matrix([list(col) for col in zip(*self.rows)])

    def det(self):
        n, m = self.shape
        if n != m:
            raise ValueError("det of non-square matrix")
        if n == 1:
            return self[0, 0]
        if n == 2:
            return self[0, 0] * self[1, 1] - self[0, 1] * self[1, 0]
        total = 0
        for j in range(n):
            minor = Matrix([row[:j] + row[j + 1:] for row in self.rows[1:]])
            total += (-1) ** j * self[0, j] * minor.det()
        return total

    def __str__(self):
        width = max(len(str(v)) for r in self.rows for v in r)
        return "\n".join("[" + " ".join(str(v).rjust(width) for v in r) + "]" for r in self.rows)

    def __repr__(self):
        return f"Matrix({self.rows})"

A = Matrix([[1, 2], [3, 4]])
B = Matrix([[5, 6], [7, 8]])
print(A + B)
print(A - B)
print(2 * A, A * 0.5, sep="\n")
print(A @ B)
print(repr(A.transpose()), A.shape, Matrix([[1, 2, 3]]).transpose().shape)
print(A @ Matrix.identity(2) == A, A == B, -A)
C = Matrix([[2, -3, 1], [2, 0, -1], [1, 4, 5]])
print("det C =", C.det(), "det A =", A.det(), "det I4 =", Matrix.identity(4).det())
Z = Matrix.zeros(2, 3)
Z[1, 2] = 9
print(Z)
for bad in [lambda: A + Z, lambda: A @ Z.transpose(), lambda: Z.det()]:
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
