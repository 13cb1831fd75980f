def rle_encode(s):
    if not s:
        return []
    runs = []
    current, count = s[0], 1
    for ch in s[1:]:
        if ch == current:
            count += 1
        else:
            runs.append((current, count))
            current, count = ch, 1
    runs.append((current, count))
    return runs


def rle_to_string(runs):
    return "".join(f"{n}{ch}" if n > 1 else ch for ch, n in runs)


def rle_decode_string(encoded):
    out = []
    digits = ""
    for ch in encoded:
        if ch.isdigit():
            digits += ch
        else:
            out.append(ch * (int(digits) if digits else 1))
            digits = ""
    return "".join(out)


def rle_gen(s):
    it = iter(s)
    try:
        prev = next(it)
    except StopIteration:
        return
    n = 1
    for ch in it:
        if ch == prev:
            n += 1
            continue
        yield prev, n
        prev, n = ch, 1
    yield prev, n


samples = ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW",
           "aabcccccaaa", "abc", "", "zzzzzzzzzzzz", "aaAA"]
for s in samples:
    runs = rle_encode(s)
    enc = rle_to_string(runs)
    dec = rle_decode_string(enc)
    assert runs == list(rle_gen(s))
    ratio = len(enc) / len(s) if s else 0
    print(f"{s[:20]!r:<24} -> {enc!r:<20} ok={dec == s} ratio={ratio:.2f}")

print(rle_encode("mississippi"))
print(max(rle_encode("aaabbbbbbcc"), key=lambda r: r[1]))
print(rle_decode_string("3x2y10z1w"))
