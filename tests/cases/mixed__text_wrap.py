TEXT = ("The tree-walking interpreter evaluates each node of the abstract syntax tree "
        "directly, which keeps the implementation small and easy to audit, at the cost "
        "of some speed compared with bytecode virtual machines.")


def wrap(text, width):
    lines, current = [], []
    length = 0
    for word in text.split():
        extra = len(word) + (1 if current else 0)
        if current and length + extra > width:
            lines.append(current)
            current, length = [word], len(word)
        else:
            current.append(word)
            length += extra
    if current:
        lines.append(current)
    return lines


def justify(words, width):
    if len(words) == 1:
        return words[0].ljust(width)
    gaps = len(words) - 1
    spaces = width - sum(len(w) for w in words)
    base, extra = divmod(spaces, gaps)
    out = ""
    for i, w in enumerate(words[:-1]):
        out += w + " " * (base + (1 if i < extra else 0))
    return out + words[-1]


for width in (30, 45):
    print(f"--- width {width} ---")
    lines = wrap(TEXT, width)
    for i, words in enumerate(lines):
        text = " ".join(words) if i == len(lines) - 1 else justify(words, width)
        print(f"|{text:<{width}}|")

print("--- centered ---")
for words in wrap(TEXT, 36)[:3]:
    print("[" + " ".join(words).center(36) + "]")
print("--- right ---")
for words in wrap("short words only here", 10):
    print(" ".join(words).rjust(10, "."))
