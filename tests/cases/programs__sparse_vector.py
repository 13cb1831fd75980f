class SparseVector:
    def __init__(self, dim, entries=None):
        self.dim = dim
        self.data = {i: v for i, v in (entries or {}).items() if v != 0}
        for i in self.data:
            if not 0 <= i < dim:
                raise IndexError(f"index {i} out of range for dim {dim}")

    @classmethod
    def from_list(cls, values):
        return cls(len(values), {i: v for i, v in enumerate(values)})

    def __getitem__(self, i):
        if not 0 <= i < self.dim:
            raise IndexError(f"index {i} out of range for dim {self.dim}")
        return self.data.get(i, 0)

    def __setitem__(self, i, v):
        if v == 0:
            self.data.pop(i, None)
        else:
            self.data[i] = v

    def _check(self, other):
        if self.dim != other.dim:
            raise ValueError(f"dimension mismatch: {self.dim} != {other.dim}")

    def __add__(self, other):
        self._check(other)
        out = dict(self.data)
        for i, v in other.data.items():
            out[i] = out.get(i, 0) + v
        return SparseVector(self.dim, out)

    def __mul__(self, k):
        return SparseVector(self.dim, {i: v * k for i, v in self.data.items()})

    def dot(self, other):
        self._check(other)
        small, big = sorted((self.data, other.data), key=len)
        return sum(v * big.get(i, 0) for i, v in small.items())

    def __matmul__(self, other):
        return self.dot(other)

    def __len__(self):
        return self.dim

    def __iter__(self):
        for i in range(self.dim):
            yield self[i]

    def nnz(self):
        return len(self.data)

    def __eq__(self, other):
        return isinstance(other, SparseVector) and self.dim == other.dim and self.data == other.data

    def __repr__(self):
        items = ", ".join(f"{i}:{self.data[i]}" for i in sorted(self.data))
        return f"SV({self.dim}; {items})"

a = SparseVector.from_list([0, 3, 0, 0, 5, 0, 0, 1])
b = SparseVector(8, {1: 2, 4: -5, 6: 7})
print(a, b, a.nnz(), b.nnz())
print(a + b, a * 2, a @ b, b.dot(a))
print(list(a), len(a), a[4], a[5])
c = a + b
c[7] = 0
c[0] = 9
print(c, c == SparseVector.from_list(list(c)), a == b)
print(sum(a), max(b), sorted(set(b)))
for bad in [lambda: a[8], lambda: a + SparseVector(3), lambda: SparseVector(2, {5: 1})]:
    try:
        bad()
    except (IndexError, ValueError) as e:
        print(f"{'IndexError' if isinstance(e, IndexError) else 'ValueError'}: {e}")
