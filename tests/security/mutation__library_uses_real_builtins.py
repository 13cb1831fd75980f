# expect: ok
# Shadowing builtins in the program does not change what library modules call.
len = None
sorted = None
import statistics
assert statistics.median([3, 1, 2]) == 2
import collections
assert collections.Counter("aab").most_common(1) == [("a", 2)]
