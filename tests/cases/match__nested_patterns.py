def evaluate(expr):
    match expr:
        case ("num", value):
            return value
        case ("neg", inner):
            return -evaluate(inner)
        case ("add", left, right):
            return evaluate(left) + evaluate(right)
        case ("mul", ("num", 0), _) | ("mul", _, ("num", 0)):
            return 0
        case ("mul", left, right):
            return evaluate(left) * evaluate(right)
        case ("sum", [*terms]):
            return sum(evaluate(t) for t in terms)
        case ("let", {"name": name, "value": v}, body):
            return evaluate(substitute(body, name, evaluate(v)))
        case ("var", name):
            raise NameError(f"unbound {name}")
        case _:
            raise ValueError(f"bad expression {expr!r}")


def substitute(expr, name, value):
    match expr:
        case ("var", n) if n == name:
            return ("num", value)
        case (op, *args):
            return (op, *[substitute(a, name, value) if isinstance(a, tuple) else
                          [substitute(x, name, value) for x in a] if isinstance(a, list) else a
                          for a in args])
        case _:
            return expr


exprs = [
    ("num", 5),
    ("neg", ("num", 3)),
    ("add", ("num", 2), ("mul", ("num", 3), ("num", 4))),
    ("mul", ("var", "zzz"), ("num", 0)),
    ("sum", [("num", 1), ("num", 2), ("neg", ("num", 10))]),
    ("let", {"name": "x", "value": ("num", 7)}, ("mul", ("var", "x"), ("var", "x"))),
]
for e in exprs:
    print(evaluate(e))

for bad in [("var", "y"), ("pow", 2, 3)]:
    try:
        evaluate(bad)
    except (NameError, ValueError) as err:
        print("error:", err)
