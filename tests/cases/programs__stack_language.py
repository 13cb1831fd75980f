class StackError(Exception):
    pass

class Forth:
    def __init__(self):
        self.stack = []
        self.words = {}
        self.out = []
        self.builtins = {
            "+": lambda a, b: [a + b],
            "-": lambda a, b: [a - b],
            "*": lambda a, b: [a * b],
            "/": self._div,
            "dup": lambda a: [a, a],
            "drop": lambda a: [],
            "swap": lambda a, b: [b, a],
            "over": lambda a, b: [a, b, a],
            "=": lambda a, b: [int(a == b)],
            "<": lambda a, b: [int(a < b)],
        }
        self.arity = {"dup": 1, "drop": 1}

    def _div(self, a, b):
        if b == 0:
            raise StackError("division by zero")
        return [a // b]

    def pop(self):
        if not self.stack:
            raise StackError("stack underflow")
        return self.stack.pop()

    def run(self, src):
        tokens = src.lower().split()
        self.execute(tokens)
        return self

    def execute(self, tokens):
        i = 0
        while i < len(tokens):
            tok = tokens[i]
            if tok == ":":
                end = tokens.index(";", i)
                name, body = tokens[i + 1], tokens[i + 2:end]
                self.words[name] = body
                i = end + 1
                continue
            if tok == "if":
                depth, j = 0, i + 1
                while True:
                    if tokens[j] == "if":
                        depth += 1
                    elif tokens[j] == "then":
                        if depth == 0:
                            break
                        depth -= 1
                    j += 1
                if not self.pop():
                    i = j + 1
                    continue
                i += 1
                continue
            if tok == "then":
                pass
            elif tok in self.words:
                self.execute(self.words[tok])
            elif tok == ".":
                self.out.append(str(self.pop()))
            elif tok in self.builtins:
                n = self.arity.get(tok, 2)
                args = [self.pop() for _ in range(n)][::-1]
                self.stack.extend(self.builtins[tok](*args))
            else:
                try:
                    self.stack.append(int(tok))
                except ValueError:
                    raise StackError(f"unknown word {tok!r}")
            i += 1

programs = [
    "1 2 + 3 * .",
    "5 dup * . 7 2 swap - .",
    ": square dup * ; : cube dup square * ; 3 cube . 4 square .",
    "10 3 / . 1 2 over . . .",
    ": abs dup 0 < if 0 swap - then ; -7 abs . 7 abs .",
    "1 2 = . 3 3 = .",
    "1 +",
    "4 0 /",
    "2 frob",
]
for src in programs:
    f = Forth()
    try:
        f.run(src)
        print(f"{src!r:<60} out={' '.join(f.out)} stack={f.stack}")
    except StackError as e:
        print(f"{src!r:<60} error: {e}")
