# Special methods the interpreter calls itself (`a + b`, `x[i]`, `len(x)`, `with`, ...) get the
# receiver and their arguments straight in the local slots when the method takes exactly
# them positionally, and through the general binding otherwise; both must behave alike.
class Plain:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        return Plain(self.v + other.v)

    def __getitem__(self, i):
        return self.v * 10 + i

    def __setitem__(self, i, value):
        self.v = (i, value)

    def __len__(self):
        return 3

    def __eq__(self, other):
        return isinstance(other, Plain) and self.v == other.v

    def __hash__(self):
        return hash(self.v)

    def __repr__(self):
        return f"Plain({self.v!r})"


a, b = Plain(1), Plain(2)
print(a + b, a[4], len(a), a == Plain(1), a == b, {a: 1}[Plain(1)])
a[7] = "x"
print(a)


class Shapes:
    # Defaults, `*args`, `**kwargs`, a cell and a generator method behind operators.
    def __getitem__(self, i, scale=100):
        return i * scale

    def __add__(self, *rest):
        return ("add", len(rest), type(rest[0]).__name__)

    def __sub__(self, other, **kw):
        return ("sub", other, kw)

    def __mul__(self, other):
        def inner():
            return other * 2

        return inner()

    def __iter__(self):
        yield from (1, 2, 3)

    def __call__(self, *args, sep="-"):
        return sep.join(map(str, args))


s = Shapes()
print(s[3], s + 1, s - 2, s * 21, list(s), s(1, 2, 3), s(4, 5, sep="+"))


class Wrong:
    def __getitem__(self):
        return "never"

    def __add__(self, a, b):
        return "never"

    def __len__(self):
        raise ValueError("from __len__")


for expr in (lambda: Wrong()[1], lambda: Wrong() + 1, lambda: len(Wrong())):
    try:
        expr()
    except Exception as e:
        print(type(e).__name__, e)


class Static:
    @staticmethod
    def __getitem__(i):
        return ("static", i)


print(Static()[5])


class Manager:
    def __enter__(self):
        print("enter")
        return self

    def __exit__(self, et, ev, tb):
        print("exit", et.__name__ if et else None)
        return True


with Manager() as m:
    raise KeyError("k")
print(type(m).__name__)


class Deep:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return 0 if self.n == 0 else 1 + len(Deep(self.n - 1))


print(len(Deep(200)))


class Fails:
    def __eq__(self, other):
        raise RuntimeError("eq failed")


try:
    _ = Fails() == 1
except RuntimeError as e:
    print("raised", e)
