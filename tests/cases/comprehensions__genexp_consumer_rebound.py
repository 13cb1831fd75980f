# Consumers found by value, not by name: a rebound name calls what it now holds.
import itertools


def gen_sum(g):
    return ("mine", list(g))


sum = gen_sum
print(sum(x for x in range(3)))
del sum
print(sum(x for x in range(3)))

any, all = all, any
print(any(x > 1 for x in range(3)), all(x > 1 for x in range(3)))
del any, all
list = tuple
print(list(x for x in range(2)))
del list
total = max
print(total(x for x in [1, 5, 2]))


class MyList(list):
    pass


print(MyList(x for x in range(3)), type(MyList(x for x in range(2))).__name__)


class S(str):
    def join(self, items):
        return "custom:" + str.join(self, items)


print(S("-").join(x for x in "ab"))
print(str.join(",", (x for x in "ab")))
j = ";".join
print(j(x for x in "ab"))
# A generator expression that is not the only argument keeps the generic path.
print(sum((x for x in range(4)), 10), max((x for x in []), default="empty"))
print(min((x for x in ["bb", "a"]), key=len), sorted((x for x in [1, 3, 2]), reverse=True))
print(list(itertools.chain(x for x in range(2))))
# The builtin's result does not depend on which path ran.
g = (x for x in range(3))
print(sum(g), sum(g))
