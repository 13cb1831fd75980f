# A tokenizer in the style of the re documentation: one alternation, lastgroup per token.
import re

SPEC = [
    ("NUMBER", r"\d+(?:\.\d*)?"),
    ("ASSIGN", r":="),
    ("END", r";"),
    ("ID", r"[A-Za-z_]\w*"),
    ("OP", r"[+\-*/]"),
    ("NEWLINE", r"\n"),
    ("SKIP", r"[ \t]+"),
    ("MISMATCH", r"."),
]
MASTER = re.compile("|".join("(?P<%s>%s)" % pair for pair in SPEC))
KEYWORDS = {"IF", "THEN", "ENDIF", "FOR", "NEXT", "GOSUB", "RETURN"}

def tokenize(code):
    line_num = 1
    line_start = 0
    for mo in MASTER.finditer(code):
        kind = mo.lastgroup
        value = mo.group()
        column = mo.start() - line_start
        if kind == "NUMBER":
            value = float(value) if "." in value else int(value)
        elif kind == "ID" and value in KEYWORDS:
            kind = value
        elif kind == "NEWLINE":
            line_start = mo.end()
            line_num += 1
            continue
        elif kind == "SKIP":
            continue
        elif kind == "MISMATCH":
            value = "?" + value
        yield (kind, value, line_num, column)

statements = """
    IF quantity THEN
        total := total + price * quantity;
        tax := price * 0.05;
    ENDIF;
    x := 3 $ 4;
"""
for tok in tokenize(statements):
    print(tok)
print(MASTER.groups, sorted(MASTER.groupindex)[:4])
