TEXT = """
It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was
the epoch of incredulity, it was the season of Light, it was the season of
Darkness, it was the spring of hope, it was the winter of despair.
"""

STOP = {"the", "of", "it", "was"}

def words(text):
    cleaned = ""
    for ch in text.lower():
        cleaned += ch if ch.isalpha() or ch.isspace() else " "
    return cleaned.split()

def frequencies(ws, stop=frozenset()):
    freq = {}
    for w in ws:
        if w not in stop:
            freq[w] = freq.get(w, 0) + 1
    return freq

ws = words(TEXT)
print("total words:", len(ws), "distinct:", len(set(ws)))
all_freq = frequencies(ws)
top = sorted(all_freq.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
print("top5:", top)
content = frequencies(ws, STOP)
ranked = sorted(content.items(), key=lambda kv: (-kv[1], kv[0]))
width = max(len(w) for w, _ in ranked)
for w, n in ranked[:8]:
    print(f"{w:<{width}} {'*' * n} {n}")
by_len = {}
for w in content:
    by_len.setdefault(len(w), []).append(w)
for n in sorted(by_len):
    print(n, sorted(by_len[n]))
print("longest:", max(content, key=lambda w: (len(w), w)))
letters = {}
for w in ws:
    for ch in w:
        letters[ch] = letters.get(ch, 0) + 1
print("letters:", "".join(ch for ch, _ in sorted(letters.items(), key=lambda kv: (-kv[1], kv[0]))[:10]))
bigrams = {}
for a, b in zip(ws, ws[1:]):
    if a not in STOP and b not in STOP:
        continue
    bigrams[(a, b)] = bigrams.get((a, b), 0) + 1
print(sorted(bigrams.items(), key=lambda kv: (-kv[1], kv[0]))[:4])
