WORDS = """listen silent enlist google inlets banana tinsel
elgoog stone tones notes onset Seton act cat tac dog god odg""".split()


def signature(word):
    return "".join(sorted(word.lower()))


groups = {}
for w in WORDS:
    groups.setdefault(signature(w), []).append(w)

multi = {sig: ws for sig, ws in groups.items() if len(ws) > 1}
for sig, ws in sorted(multi.items(), key=lambda kv: (-len(kv[1]), kv[0])):
    print(f"{sig:<8} {len(ws)}: {', '.join(sorted(ws, key=str.lower))}")
singles = [ws[0] for ws in groups.values() if len(ws) == 1]
print("no anagram partner:", singles)


def char_counts(word):
    counts = {}
    for ch in word:
        counts[ch] = counts.get(ch, 0) + 1
    return counts


def can_build(word, letters):
    have = char_counts(letters)
    return all(have.get(ch, 0) >= n for ch, n in char_counts(word).items())


rack = "aetsrln"
candidates = ["stern", "antler", "rental", "learnt", "sterna", "slant", "zebra", "tall"]
print([w for w in candidates if can_build(w, rack)])
print(sorted(char_counts("mississippi").items(), key=lambda kv: (-kv[1], kv[0])))
