# re.Scanner (undocumented, CPython's): a lexer from (pattern, action) pairs.
import re


def s_ident(scanner, token):
    return token


def s_operator(scanner, token):
    return "op%s" % token


def s_float(scanner, token):
    return float(token)


def s_int(scanner, token):
    return int(token)


scanner = re.Scanner(
    [
        (r"[a-zA-Z_]\w*", s_ident),
        (r"\d+\.\d*", s_float),
        (r"\d+", s_int),
        (r"=|\+|-|\*|/", s_operator),
        (r"\s+", None),
    ]
)
print(bool(scanner.scanner.scanner("").pattern))
print(scanner.scan("sum = 3*foo + 312.50 + bar"))
print(scanner.scan("x = 1 ? 2"))
print(scanner.scan(""))

# Constant actions, a phrase with groups of its own, flags.
lex = re.Scanner([(r"(a)(b)?", "AB"), (r"c", "C"), (r" ", None)], re.IGNORECASE)
print(lex.scan("ab A c C x"))


def remember(scanner, token):
    return (token, scanner.match.group(), scanner.match.start())


print(re.Scanner([(r"\w+", remember), (r",", None)]).scan("one,two"))

# Pattern.scanner: successive matches from where the last one ended.
sc = re.compile(r"\d+|,").scanner("12,34,x")
print([m.group() for m in iter(sc.match, None)])
sc = re.compile(r"\d+").scanner("a1b22c333")
print([m.group() for m in iter(sc.search, None)], sc.search())
sc = re.compile(r"x*").scanner("axxb")
print([m.span() for m in iter(sc.search, None)])
sc = re.compile(r"x*").scanner("xxb")
print([m.span() for m in iter(sc.match, None)])
