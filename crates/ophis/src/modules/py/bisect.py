"""Bisection algorithms (the `bisect` module).

As in CPython, the functions come from the native `_bisect` module (CPython's C versions,
ported to Rust in `bisect_native.rs`); this module re-exports them with their aliases.
"""

from _bisect import bisect_left, bisect_right, insort_left, insort_right

bisect = bisect_right
insort = insort_right
