counts = {"a": 1}
counts["a"] += 5
counts["b"] = counts.get("b", 0) + 2
counts["b"] *= 10
print(counts)

grid = [[0] * 3 for _ in range(2)]
grid[1][2] += 7
grid[0][0] -= 1
print(grid)


class Acc:
    def __init__(self):
        self.total = 0
        self.items = []


acc = Acc()
acc.total += 5
acc.total **= 2
acc.items += ["x"]
acc.items += "yz"
print(acc.total, acc.items)

s = "ab"
s *= 3
print(s)
n = 17
n //= 3
print(n)
n %= 4
print(n)
n <<= 5
print(n)
n >>= 2
print(n)
n |= 1
print(n)
n &= 6
print(n)
n ^= 15
print(n)
f = 10
f /= 4
print(f)

lst = [1, 2]
alias = lst
lst += [3]
print(alias)
tup = (1, 2)
alias_t = tup
tup += (3,)
print(alias_t, tup)

calls = []


def idx():
    calls.append("idx")
    return 0


arr = [10]
arr[idx()] += 1
print(arr, calls)
