ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def key_stream(key):
    shifts = [ALPHA.index(ch) for ch in key.upper() if ch in ALPHA]
    if not shifts:
        raise ValueError(f"key {key!r} contains no letters")
    while True:
        yield from shifts


def vigenere(text, key, decrypt=False):
    stream = key_stream(key)
    out = []
    for ch in text:
        upper = ch.upper()
        if upper in ALPHA:
            shift = next(stream)
            if decrypt:
                shift = -shift
            new = ALPHA[(ALPHA.index(upper) + shift) % 26]
            out.append(new if ch == upper else new.lower())
        else:
            out.append(ch)
    return "".join(out)


plain = "Attack at dawn! Meet at the old mill, 6pm."
key = "Lemon"
cipher = vigenere(plain, key)
print(cipher)
print(vigenere(cipher, key, decrypt=True))
print(vigenere(cipher, key, decrypt=True) == plain)


def frequency(text):
    counts = {}
    for ch in text.upper():
        if ch in ALPHA:
            counts[ch] = counts.get(ch, 0) + 1
    total = sum(counts.values())
    return sorted(((n / total, ch) for ch, n in counts.items()), reverse=True)


print([f"{ch}:{f:.2f}" for f, ch in frequency(plain)[:5]])
print([f"{ch}:{f:.2f}" for f, ch in frequency(cipher)[:5]])
for k in ["A", "B", "Z", "KEY"]:
    print(k, vigenere("Hello, World", k))
print(vigenere("12345 !!", "123"))
print(vigenere("no letters in key", "123"))
