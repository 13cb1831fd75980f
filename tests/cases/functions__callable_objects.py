class Multiplier:
    def __init__(self, k):
        self.k = k
    def __call__(self, x):
        return x * self.k

def plain(x):
    return x

items = [Multiplier(3), plain, lambda x: -x, len, 5, "str", Multiplier]
print([callable(i) for i in items])

triple = Multiplier(3)
print(triple(7), list(map(triple, [1, 2, 3])))

def apply_all(funcs, value):
    return [f(value) for f in funcs]

print(apply_all([Multiplier(2), plain, abs, str], -4))

class Adder:
    def __init__(self):
        self.total = 0
    def __call__(self, *nums, scale=1):
        self.total += sum(nums) * scale
        return self

a = Adder()
a(1, 2)(3)(4, scale=10)
print(a.total)

print(sorted([-3, 1, -2, 4], key=Multiplier(-1)))
