class Token:
    def __init__(self, kind, value):
        self.kind, self.value = kind, value
    def __repr__(self):
        return f"{self.kind}:{self.value}"

def tokenize(src):
    tokens, i = [], 0
    while i < len(src):
        ch = src[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit() or ch == ".":
            j = i
            while j < len(src) and (src[j].isdigit() or src[j] == "."):
                j += 1
            text = src[i:j]
            tokens.append(Token("NUM", float(text) if "." in text else int(text)))
            i = j
        elif ch.isalpha():
            j = i
            while j < len(src) and src[j].isalnum():
                j += 1
            tokens.append(Token("NAME", src[i:j]))
            i = j
        elif ch in "+-*/()^%,":
            tokens.append(Token("OP", ch))
            i += 1
        else:
            raise SyntaxError(f"unexpected character {ch!r} at {i}")
    tokens.append(Token("EOF", None))
    return tokens

class Parser:
    FUNCS = {"max": max, "min": min, "abs": abs}

    def __init__(self, tokens, env):
        self.tokens, self.pos, self.env = tokens, 0, env

    def peek(self):
        return self.tokens[self.pos]

    def take(self, value=None):
        tok = self.tokens[self.pos]
        if value is not None and tok.value != value:
            raise SyntaxError(f"expected {value!r}, got {tok.value!r}")
        self.pos += 1
        return tok

    def expr(self):
        left = self.term()
        while self.peek().value in ("+", "-"):
            op = self.take().value
            right = self.term()
            left = left + right if op == "+" else left - right
        return left

    def term(self):
        left = self.factor()
        while self.peek().value in ("*", "/", "%"):
            op = self.take().value
            right = self.factor()
            if op == "*":
                left *= right
            elif op == "/":
                left /= right
            else:
                left %= right
        return left

    def factor(self):
        base = self.unary()
        if self.peek().value == "^":
            self.take()
            return base ** self.factor()
        return base

    def unary(self):
        if self.peek().value == "-":
            self.take()
            return -self.unary()
        return self.atom()

    def atom(self):
        tok = self.take()
        if tok.kind == "NUM":
            return tok.value
        if tok.kind == "NAME":
            if self.peek().value == "(":
                self.take("(")
                args = [self.expr()]
                while self.peek().value == ",":
                    self.take()
                    args.append(self.expr())
                self.take(")")
                return self.FUNCS[tok.value](*args)
            return self.env[tok.value]
        if tok.value == "(":
            v = self.expr()
            self.take(")")
            return v
        raise SyntaxError(f"unexpected token {tok!r}")

def calc(src, **env):
    p = Parser(tokenize(src), env)
    v = p.expr()
    p.take()  # EOF
    return v

print(tokenize("3 + x1*(2.5)"))
for src in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-2 ^ 2", "10 / 4", "17 % 5 - -3",
            "max(1, x, 3) + min(4, 5)", "abs(-7) * (x + 0.5)", "((((1))))"]:
    print(f"{src:<28} = {calc(src, x=2)}")
for bad in ["1 +", "2 $ 3", "(1 + 2", "y + 1"]:
    try:
        calc(bad)
    except SyntaxError as e:
        print(f"{bad!r}: SyntaxError: {e}")
    except KeyError as e:
        print(f"{bad!r}: unknown variable {e}")
