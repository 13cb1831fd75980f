PAIRS = {")": "(", "]": "[", "}": "{"}


def check(text):
    stack = []
    for pos, ch in enumerate(text):
        if ch in "([{":
            stack.append((ch, pos))
        elif ch in PAIRS:
            if not stack:
                return f"unexpected {ch!r} at {pos}"
            opener, opos = stack.pop()
            if opener != PAIRS[ch]:
                return f"mismatch: {opener!r} at {opos} closed by {ch!r} at {pos}"
    if stack:
        return "unclosed: " + ", ".join(f"{c!r}@{p}" for c, p in stack)
    return "ok"


def max_depth(text):
    depth = best = 0
    for ch in text:
        if ch in "([{":
            depth += 1
            best = max(best, depth)
        elif ch in ")]}":
            depth -= 1
    return best


samples = [
    "f(a[0], {k: (1, 2)})",
    "((())",
    "{[}]",
    "())",
    "",
    "no brackets at all",
    "[[[[[]]]]]{}()",
]
for s in samples:
    print(f"{s!r:<26} {check(s):<40} depth={max_depth(s)}")


def balanced_strings(n, open_=0, close=0, prefix=""):
    if len(prefix) == 2 * n:
        yield prefix
        return
    if open_ < n:
        yield from balanced_strings(n, open_ + 1, close, prefix + "(")
    if close < open_:
        yield from balanced_strings(n, open_, close + 1, prefix + ")")


for n in range(1, 5):
    combos = list(balanced_strings(n))
    print(n, len(combos), combos if n < 4 else combos[:5])
print(all(check(s) == "ok" for s in balanced_strings(5)))
