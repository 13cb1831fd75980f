def rpn(expr):
    ops = {
        "+": lambda a, b: a + b,
        "-": lambda a, b: a - b,
        "*": lambda a, b: a * b,
        "/": lambda a, b: a / b,
        "^": lambda a, b: a ** b,
        "max": max,
        "min": min,
    }
    stack = []
    for tok in expr.split():
        if tok in ops:
            if len(stack) < 2:
                raise ValueError(f"not enough operands for {tok!r}")
            b, a = stack.pop(), stack.pop()
            stack.append(ops[tok](a, b))
        elif tok == "neg":
            stack.append(-stack.pop())
        elif tok == "sum":
            total = sum(stack)
            stack.clear()
            stack.append(total)
        else:
            try:
                stack.append(int(tok))
            except ValueError:
                stack.append(float(tok))
    if len(stack) != 1:
        raise ValueError(f"leftover stack: {stack}")
    return stack[0]

def to_rpn(infix):
    prec = {"+": 1, "-": 1, "*": 2, "/": 2, "^": 3}
    right_assoc = {"^"}
    out, ops = [], []
    for tok in infix.replace("(", " ( ").replace(")", " ) ").split():
        if tok in prec:
            while ops and ops[-1] != "(" and (
                prec[ops[-1]] > prec[tok] or (prec[ops[-1]] == prec[tok] and tok not in right_assoc)
            ):
                out.append(ops.pop())
            ops.append(tok)
        elif tok == "(":
            ops.append(tok)
        elif tok == ")":
            while ops[-1] != "(":
                out.append(ops.pop())
            ops.pop()
        else:
            out.append(tok)
    while ops:
        out.append(ops.pop())
    return " ".join(out)

cases = ["3 4 +", "5 1 2 + 4 * + 3 -", "2 3 ^ 2 ^", "1 2 3 4 sum", "7 2 /", "2.5 neg 4 *", "3 9 max 4 min"]
for c in cases:
    print(f"{c:<22} => {rpn(c)}")

for infix in ["3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3", "(1 + 2) * (3 + 4)", "2 ^ 3 ^ 2", "10 - 4 - 3"]:
    r = to_rpn(infix)
    print(f"{infix:<32} -> {r:<28} = {rpn(r)}")

for bad in ["1 +", "1 2", "1 x +"]:
    try:
        rpn(bad)
    except ValueError as e:
        print(f"{bad!r}: {e}")
