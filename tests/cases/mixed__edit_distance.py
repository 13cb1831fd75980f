def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, start=1):
        cur = [i] + [0] * len(b)
        for j, cb in enumerate(b, start=1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb))
        prev = cur
    return prev[-1]


def lcs(a, b):
    table = [[""] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) - 1, -1, -1):
        for j in range(len(b) - 1, -1, -1):
            if a[i] == b[j]:
                table[i][j] = a[i] + table[i + 1][j + 1]
            else:
                table[i][j] = max(table[i + 1][j], table[i][j + 1], key=len)
    return table[0][0]


pairs = [("kitten", "sitting"), ("flaw", "lawn"), ("intention", "execution"), ("", "abc"), ("same", "same"),
         ("AGGTAB", "GXTXAYB")]
for a, b in pairs:
    print(f"{a!r:>12} {b!r:<12} distance={edit_distance(a, b)} lcs={lcs(a, b)!r}")

DICTIONARY = ["apple", "apply", "ample", "maple", "angle", "ankle", "apples", "happy"]


def suggest(word, k=3):
    scored = sorted((edit_distance(word, w), w) for w in DICTIONARY)
    return [w for d, w in scored[:k] if d <= 2]


for typo in ["appel", "aple", "hapy", "xyz"]:
    print(typo, "->", suggest(typo))


def diff(a, b):
    common = lcs(a, b)
    i = j = 0
    out = []
    for ch in common:
        while a[i] != ch:
            out.append(f"-{a[i]}")
            i += 1
        while b[j] != ch:
            out.append(f"+{b[j]}")
            j += 1
        out.append(ch)
        i += 1
        j += 1
    out.extend(f"-{c}" for c in a[i:])
    out.extend(f"+{c}" for c in b[j:])
    return " ".join(out)


print(diff("sunday", "saturday"))
print(diff("abc", "xyz"))
