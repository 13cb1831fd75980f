def rle_encode(s):
    if not s:
        return []
    out = []
    prev, count = s[0], 1
    for ch in s[1:]:
        if ch == prev:
            count += 1
        else:
            out.append((prev, count))
            prev, count = ch, 1
    out.append((prev, count))
    return out

def rle_to_str(pairs):
    return "".join(f"{n}{ch}" if n > 1 else ch for ch, n in pairs)

def rle_from_str(text):
    out, num = [], ""
    for ch in text:
        if ch.isdigit():
            num += ch
        else:
            out.append(ch * int(num or "1"))
            num = ""
    if num:
        raise ValueError(f"dangling count {num!r}")
    return "".join(out)

samples = ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "abc", "aabcccccaaa", "", "zzzzzzzzzzzz"]
for s in samples:
    enc = rle_to_str(rle_encode(s))
    dec = rle_from_str(enc)
    ratio = len(enc) / len(s) if s else 0
    print(f"{enc!r:<24} len {len(s):>2}->{len(enc):>2} ratio {ratio:.2f} ok={dec == s}")

def bwt(s):
    s = s + "$"
    rotations = sorted(s[i:] + s[:i] for i in range(len(s)))
    return "".join(r[-1] for r in rotations)

def inverse_bwt(b):
    table = [""] * len(b)
    for _ in range(len(b)):
        table = sorted(b[i] + table[i] for i in range(len(b)))
    row = next(r for r in table if r.endswith("$"))
    return row[:-1]

for word in ["banana", "abracadabra", "mississippi"]:
    t = bwt(word)
    print(word, "->", t, "->", rle_to_str(rle_encode(t)), "->", inverse_bwt(t))
try:
    rle_from_str("3a4")
except ValueError as e:
    print("ValueError:", e)
