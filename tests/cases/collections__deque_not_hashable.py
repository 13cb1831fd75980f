# A deque is mutable: it is not hashable, and collections.abc says so.
import collections
import collections.abc

d = collections.deque([1, 2])
print(isinstance(d, collections.abc.Hashable), collections.deque.__hash__)
try:
    hash(d)
except TypeError as e:
    print(e)
try:
    {d: 1}
except TypeError as e:
    print(e)
print(isinstance(d, collections.abc.Sequence), isinstance(d, collections.abc.MutableSequence))
