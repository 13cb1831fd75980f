KEYWORDS = {"let", "if", "else", "print", "while"}


class Token:
    __match_args__ = ("kind", "value")

    def __init__(self, kind, value, pos):
        self.kind = kind
        self.value = value
        self.pos = pos

    def __repr__(self):
        return f"{self.kind}:{self.value!r}@{self.pos}"


def chars(src):
    for i, ch in enumerate(src):
        yield i, ch
    yield len(src), ""


def tokenize(src):
    stream = chars(src)
    pos, ch = next(stream)
    while ch:
        if ch.isspace():
            pos, ch = next(stream)
        elif ch.isdigit():
            start, text = pos, ""
            while ch.isdigit() or ch == ".":
                text += ch
                pos, ch = next(stream)
            yield Token("num", float(text) if "." in text else int(text), start)
        elif ch.isalpha() or ch == "_":
            start, text = pos, ""
            while ch and (ch.isalnum() or ch == "_"):
                text += ch
                pos, ch = next(stream)
            yield Token("kw" if text in KEYWORDS else "name", text, start)
        elif ch == '"':
            start, text = pos, ""
            pos, ch = next(stream)
            while ch != '"':
                text += ch
                pos, ch = next(stream)
            pos, ch = next(stream)
            yield Token("str", text, start)
        elif ch in "=<>!" :
            start = pos
            pos, nxt = next(stream)
            if nxt == "=":
                yield Token("op", ch + "=", start)
                pos, ch = next(stream)
            else:
                yield Token("op", ch, start)
                ch = nxt
        elif ch in "+-*/(){};":
            yield Token("op", ch, pos)
            pos, ch = next(stream)
        else:
            raise SyntaxError(f"unexpected character {ch!r} at {pos}")


source = 'let x = 42; let name_2 = "hi there"; if x >= 10 { print(x * 2.5) } else { x = x - 1 }'
tokens = list(tokenize(source))
print(len(tokens), "tokens")
for t in tokens[:8]:
    print(t)
counts = {}
for t in tokens:
    counts[t.kind] = counts.get(t.kind, 0) + 1
print(counts)
for t in tokens:
    match t:
        case Token("kw", "if" | "while" as kw):
            print("control keyword", kw, "at", t.pos)
        case Token("num", float(v)):
            print("float literal", v)
        case Token("op", ">=" | "<=" | "==" | "!=" as op):
            print("comparison", op)
try:
    list(tokenize("let y = 3 $ 4"))
except SyntaxError as e:
    print("SyntaxError:", e)
