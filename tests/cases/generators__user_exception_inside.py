class ParseError(Exception):
    pass


def parse_numbers(tokens):
    for tok in tokens:
        if not tok.lstrip("-").isdigit():
            raise ParseError(f"bad token {tok!r}")
        yield int(tok)


total = 0
for n in parse_numbers("4 8 -15 16 23 x42 99".split()):
    total += n
    print("running total", total)
print("unreachable")
