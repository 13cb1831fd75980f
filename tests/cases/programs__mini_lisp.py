class LispError(Exception):
    pass

class Symbol(str):
    pass

def tokenize(src):
    return src.replace("(", " ( ").replace(")", " ) ").replace("'", " ' ").split()

def parse(tokens):
    if not tokens:
        raise LispError("unexpected EOF")
    tok = tokens.pop(0)
    if tok == "(":
        lst = []
        while tokens and tokens[0] != ")":
            lst.append(parse(tokens))
        if not tokens:
            raise LispError("missing )")
        tokens.pop(0)
        return lst
    if tok == ")":
        raise LispError("unexpected )")
    if tok == "'":
        return ["quote", parse(tokens)]
    try:
        return int(tok)
    except ValueError:
        return Symbol(tok)

class Env(dict):
    def __init__(self, names=(), values=(), outer=None):
        super().__init__(zip(names, values))
        self.outer = outer
    def find(self, name):
        env = self
        while env is not None:
            if name in env:
                return env
            env = env.outer
        raise LispError(f"unbound symbol {name}")

def standard_env():
    env = Env()
    env.update({
        "+": lambda *a: sum(a), "-": lambda a, b=None: -a if b is None else a - b,
        "*": lambda a, b: a * b, "<": lambda a, b: a < b, "=": lambda a, b: a == b,
        "list": lambda *a: list(a), "car": lambda l: l[0], "cdr": lambda l: l[1:],
        "cons": lambda a, l: [a] + l, "null?": lambda l: l == [], "len": len,
    })
    return env

class Lambda:
    def __init__(self, params, body, env):
        self.params, self.body, self.env = params, body, env
    def __call__(self, *args):
        if len(args) != len(self.params):
            raise LispError(f"expected {len(self.params)} args, got {len(args)}")
        return evaluate(self.body, Env(self.params, args, self.env))

def evaluate(x, env):
    while True:
        if isinstance(x, Symbol):
            return env.find(x)[x]
        if not isinstance(x, list):
            return x
        op, *args = x
        if op == "quote":
            return args[0]
        if op == "if":
            test, conseq, alt = args
            x = conseq if evaluate(test, env) not in (False, 0, []) else alt
            continue
        if op == "define":
            env[args[0]] = evaluate(args[1], env)
            return None
        if op == "lambda":
            return Lambda(args[0], args[1], env)
        if op == "begin":
            for e in args[:-1]:
                evaluate(e, env)
            x = args[-1]
            continue
        fn = evaluate(op, env)
        vals = [evaluate(a, env) for a in args]
        if not callable(fn):
            raise LispError(f"{fn!r} is not a function")
        return fn(*vals)

def to_str(v):
    if isinstance(v, list):
        return "(" + " ".join(to_str(i) for i in v) + ")"
    if v is True:
        return "#t"
    if v is False:
        return "#f"
    if isinstance(v, Lambda):
        return "<lambda>"
    return str(v)

env = standard_env()
program = [
    "(define fact (lambda (n) (if (< n 2) 1 (* n (fact (- n 1))))))",
    "(fact 10)",
    "(define map (lambda (f l) (if (null? l) '() (cons (f (car l)) (map f (cdr l))))))",
    "(map fact '(1 2 3 4 5))",
    "(define make-adder (lambda (n) (lambda (x) (+ x n))))",
    "((make-adder 10) 5)",
    "(begin (define x 3) (define y 4) (+ (* x x) (* y y)))",
    "(list 1 (list 2 3) '(a b))",
    "(if (= 1 2) 'yes 'no)",
    "(len (cdr '(1 2 3)))",
    "(undefined 1)",
    "(fact 1 2)",
    "(1 2)",
    "(+ 1 2",
]
for src in program:
    try:
        result = evaluate(parse(tokenize(src)), env)
        if result is not None:
            print(f"{src} => {to_str(result)}")
    except LispError as e:
        print(f"{src} !! {e}")
