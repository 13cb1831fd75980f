from dataclasses import dataclass, field


@dataclass
class Num:
    value: float


@dataclass
class BinOp:
    op: str
    left: object
    right: object


@dataclass
class Neg:
    operand: object
    note: str = field(default='', init=False)


def evaluate(node):
    match node:
        case Num(v):
            return v
        case Neg(inner):
            return -evaluate(inner)
        case BinOp('+', l, r):
            return evaluate(l) + evaluate(r)
        case BinOp('*', l, r):
            return evaluate(l) * evaluate(r)
        case BinOp(op=op):
            raise ValueError(f"unknown operator {op!r}")


def show(node):
    match node:
        case Num(value=v):
            return str(v)
        case Neg(operand=x):
            return f"-{show(x)}"
        case BinOp(op, l, r):
            return f"({show(l)} {op} {show(r)})"


tree = BinOp('+', Num(2), BinOp('*', Neg(Num(3)), Num(4)))
print(show(tree), '=', evaluate(tree))
print(tree)
try:
    evaluate(BinOp('/', Num(1), Num(2)))
except ValueError as e:
    print(e)
print(Num.__match_args__ if False else 'skip')
