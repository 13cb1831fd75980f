class Expr:
    def __add__(self, o): return BinOp("+", self, wrap(o))
    def __radd__(self, o): return BinOp("+", wrap(o), self)
    def __sub__(self, o): return BinOp("-", self, wrap(o))
    def __rsub__(self, o): return BinOp("-", wrap(o), self)
    def __mul__(self, o): return BinOp("*", self, wrap(o))
    def __rmul__(self, o): return BinOp("*", wrap(o), self)
    def __truediv__(self, o): return BinOp("/", self, wrap(o))
    def __pow__(self, o): return BinOp("^", self, wrap(o))
    def __rpow__(self, o): return BinOp("^", wrap(o), self)
    def __neg__(self): return BinOp("*", Const(-1), self)

def wrap(v):
    return v if isinstance(v, Expr) else Const(v)

class Const(Expr):
    def __init__(self, v): self.v = v
    def eval(self, env): return self.v
    def diff(self, var): return Const(0)
    def simplify(self): return self
    def __repr__(self): return str(self.v)

class Var(Expr):
    def __init__(self, name): self.name = name
    def eval(self, env):
        if self.name not in env:
            raise NameError(f"unbound variable {self.name}")
        return env[self.name]
    def diff(self, var): return Const(1 if var == self.name else 0)
    def simplify(self): return self
    def __repr__(self): return self.name

class BinOp(Expr):
    PREC = {"+": 1, "-": 1, "*": 2, "/": 2, "^": 3}
    def __init__(self, op, l, r): self.op, self.l, self.r = op, l, r
    def eval(self, env):
        a, b = self.l.eval(env), self.r.eval(env)
        return {"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b,
                "/": lambda: a / b, "^": lambda: a ** b}[self.op]()
    def diff(self, v):
        l, r, op = self.l, self.r, self.op
        if op in "+-":
            return BinOp(op, l.diff(v), r.diff(v))
        if op == "*":
            return l.diff(v) * r + l * r.diff(v)
        if op == "/":
            return (l.diff(v) * r - l * r.diff(v)) / (r ** 2)
        if op == "^" and isinstance(r, Const):
            return r * l ** Const(r.v - 1) * l.diff(v)
        raise ValueError("cannot differentiate " + repr(self))
    def simplify(self):
        l, r = self.l.simplify(), self.r.simplify()
        if isinstance(l, Const) and isinstance(r, Const):
            return Const(BinOp(self.op, l, r).eval({}))
        if self.op == "*":
            if (isinstance(l, Const) and l.v == 0) or (isinstance(r, Const) and r.v == 0):
                return Const(0)
            if isinstance(l, Const) and l.v == 1: return r
            if isinstance(r, Const) and r.v == 1: return l
        if self.op == "+":
            if isinstance(l, Const) and l.v == 0: return r
            if isinstance(r, Const) and r.v == 0: return l
        if self.op == "-" and isinstance(r, Const) and r.v == 0: return l
        if self.op == "^" and isinstance(r, Const) and r.v == 1: return l
        return BinOp(self.op, l, r)
    def __repr__(self):
        def side(e, right):
            s = repr(e)
            if isinstance(e, BinOp) and (BinOp.PREC[e.op] < BinOp.PREC[self.op] or
                                         (right and BinOp.PREC[e.op] == BinOp.PREC[self.op] and self.op in "-/")):
                return "(" + s + ")"
            return s
        return f"{side(self.l, False)} {self.op} {side(self.r, True)}"

x, y = Var("x"), Var("y")
exprs = [3 * x ** 2 + 2 * x + 1, (x + 1) * (x - 1), x / (y + 1), 10 - (x - y), -x * y, 2 ** x]
env = {"x": 3, "y": 1}
for e in exprs:
    try:
        d = e.diff("x").simplify()
    except ValueError as err:
        d = f"<{err}>"
    print(f"{e!r:<24} = {e.eval(env):<6} d/dx = {d!r}")
try:
    (x + Var("z")).eval(env)
except NameError as e:
    print("NameError:", e)
