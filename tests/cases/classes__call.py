class Polynomial:
    def __init__(self, *coeffs):
        self.coeffs = coeffs
    def __call__(self, x):
        result = 0
        for c in self.coeffs:
            result = result * x + c
        return result

p = Polynomial(1, -3, 2)   # x^2 - 3x + 2
print([p(x) for x in range(5)])

class Counter:
    def __init__(self):
        self.count = 0
    def __call__(self, *args, **kwargs):
        self.count += 1
        return f"call #{self.count} args={args} kwargs={kwargs}"

c = Counter()
print(c())
print(c(1, 2))
print(c(key="v"))
print(c.count)

class Chain:
    def __init__(self, parts=()):
        self.parts = parts
    def __call__(self, part):
        return Chain(self.parts + (part,))
    def __str__(self):
        return "/".join(self.parts)

print(Chain()("usr")("local")("bin"))

class Dispatcher:
    def __init__(self):
        self.handlers = {}
    def on(self, kind):
        def deco(fn):
            self.handlers[kind] = fn
            return fn
        return deco
    def __call__(self, kind, *a):
        fn = self.handlers.get(kind)
        if fn is None:
            return f"no handler for {kind}"
        return fn(*a)

d = Dispatcher()

@d.on("add")
def _add(a, b):
    return a + b

@d.on("neg")
def _neg(a):
    return -a

print(d("add", 2, 3), d("neg", 4), d("mul", 1, 2))
print(list(map(Polynomial(2, 0), [1, 2, 3])))
