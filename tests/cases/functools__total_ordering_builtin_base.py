# total_ordering leaves a builtin base's comparisons alone: a subclass of int or str has all
# four already (only object's do not count), and a class with none is refused.
import functools


@functools.total_ordering
class A(int):
    pass


print(A(1) < A(2), A(2) > A(1), A(1) <= A(2), A(2) >= A(1), A(2) <= A(2), A(2) >= A(2))


@functools.total_ordering
class S(str):
    pass


print(S("a") < S("b"), S("b") >= S("a"), S("a") > S("b"))


@functools.total_ordering
class P:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v < other.v

    def __eq__(self, other):
        return self.v == other.v


print(P(1) <= P(2), P(2) > P(1), P(1) >= P(1))
try:

    @functools.total_ordering
    class N:
        pass

except ValueError as e:
    print("ValueError", e)
