ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
SCALES = [(10 ** 9, "billion"), (10 ** 6, "million"), (1000, "thousand")]


def under_thousand(n):
    parts = []
    hundreds, rest = divmod(n, 100)
    if hundreds:
        parts.append(f"{ONES[hundreds]} hundred")
    if rest >= 20:
        tens, ones = divmod(rest, 10)
        parts.append(TENS[tens] + (f"-{ONES[ones]}" if ones else ""))
    elif rest or not parts:
        parts.append(ONES[rest])
    return " ".join(parts)


def to_words(n):
    if n < 0:
        return "minus " + to_words(-n)
    if n < 1000:
        return under_thousand(n)
    parts = []
    for value, name in SCALES:
        if n >= value:
            count, n = divmod(n, value)
            parts.append(f"{to_words(count)} {name}")
    if n:
        parts.append(under_thousand(n))
    return " ".join(parts)


for n in [0, 7, 13, 20, 42, 100, 101, 999, 1000, 1001, 12345, 1000000, 7000021, -58, 2147483647]:
    print(f"{n:>12,}: {to_words(n)}")

letters = {n: len(to_words(n).replace(" ", "").replace("-", "")) for n in range(1, 21)}
print(letters)
print("longest name under 1000:", max(range(1000), key=lambda n: (len(to_words(n)), -n)))
