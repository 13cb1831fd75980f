vals = [0, 1, -1, 0.0, -0.0, 1e-300, "", " ", "0", [], [0], (), ((),), {}, {0: 0}, set(), {0}, frozenset(), range(0), range(1), b"", b"\x00", bytearray(), None, 0j, float("nan")]
for v in vals:
    print(repr(v), bool(v), not v, "T" if v else "F")
class A:
    pass
class L:
    def __len__(self):
        return 0
class B:
    def __bool__(self):
        return False
print(bool(A()), bool(L()), bool(B()))
