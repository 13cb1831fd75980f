def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)

def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)

print([(i, is_even(i), is_odd(i)) for i in range(5)])

# Hofstadter female/male sequences
def F(n):
    return 1 if n == 0 else n - M(F(n - 1))

def M(n):
    return 0 if n == 0 else n - F(M(n - 1))

print([F(i) for i in range(15)])
print([M(i) for i in range(15)])

# expression evaluator with mutual recursion over nested lists
def eval_expr(e):
    if isinstance(e, int):
        return e
    op = e[0]
    args = eval_args(e[1:])
    if op == "+":
        return sum(args)
    if op == "*":
        r = 1
        for a in args:
            r *= a
        return r
    if op == "-":
        return args[0] - sum(args[1:])
    raise ValueError("bad op " + op)

def eval_args(args):
    return [eval_expr(a) for a in args]

print(eval_expr(["+", 1, ["*", 2, 3], ["-", 10, 4, 1]]))
try:
    eval_expr(["/", 1, 2])
except ValueError as e:
    print("ValueError", e)
