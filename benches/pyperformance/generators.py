# Adapted from pyperformance (https://github.com/python/pyperformance, MIT license, see
# LICENSE in this directory): bm_generators/run_benchmark.py without pyperf, at a fixed size,
# printing a checksum compared against CPython's.
"""
Benchmark recursive generators implemented in python
by traversing a binary tree.

Author: Kumar Aditya
"""

from __future__ import annotations

from collections.abc import Iterator



class Tree:
    def __init__(self, left: Tree | None, value: int, right: Tree | None) -> None:
        self.left = left
        self.value = value
        self.right = right

    def __iter__(self) -> Iterator[int]:
        if self.left:
            yield from self.left
        yield self.value
        if self.right:
            yield from self.right


def tree(input: range) -> Tree | None:
    n = len(input)
    if n == 0:
        return None
    i = n // 2
    return Tree(tree(input[:i]), input[i], tree(input[i + 1:]))



# Fixed size: pyperformance's tree of 100,000, iterated 5 times; checksum: the sum.
assert list(tree(range(10))) == list(range(10))
iterable = tree(range(100000))
total = 0
for _ in range(5):
    for v in iterable:
        total += v
print(total)
