class Token:
    __match_args__ = ("kind", "text")

    def __init__(self, kind, text, line=1):
        self.kind = kind
        self.text = text
        self.line = line

    def __repr__(self):
        return f"Token({self.kind}, {self.text!r})"


def interpret(tokens):
    out = []
    for tok in tokens:
        match tok:
            case Token("num", text):
                out.append(int(text))
            case Token("op", "+" | "-" as op, line=1):
                out.append(f"op{op}@first-line")
            case Token("op", op):
                out.append(f"op{op}")
            case Token(kind="name", text=t) if t == t.upper():
                out.append(f"CONST {t}")
            case Token(kind="name"):
                out.append(f"name {tok.text}")
            case Token(k, t, line=ln):
                out.append(f"other {k} {t} line {ln}")
    return out


toks = [Token("num", "12"), Token("op", "+"), Token("op", "-", 2), Token("name", "PI"),
        Token("name", "x"), Token("str", "hi", 3)]
print(toks)
for item in interpret(toks):
    print(item)


class NoArgs:
    def __init__(self):
        self.a = 1


try:
    match NoArgs():
        case NoArgs(x):
            print("matched", x)
except TypeError as e:
    print("TypeError", e)

match NoArgs():
    case NoArgs(a=1):
        print("keyword pattern works without __match_args__")
