TEXT = """
It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was
the epoch of incredulity, it was the season of Light, it was the season of
Darkness, it was the spring of hope, it was the winter of despair.
"""

STOPWORDS = {"the", "of", "it", "was"}


def tokenize(text):
    for raw in text.split():
        word = raw.strip(".,;:!?\"'").lower()
        if word:
            yield word


def count(words):
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return counts


counts = count(tokenize(TEXT))
print("distinct words:", len(counts))
print("total words:", sum(counts.values()))

ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
print("top 5 overall:")
for word, n in ranked[:5]:
    print(f"  {word:<8} {n:>3} {'#' * n}")

content = [(w, n) for w, n in ranked if w not in STOPWORDS]
print("top content words:")
for word, n in content[:6]:
    print(f"  {word:<12}{n}")

by_length = {}
for w in counts:
    by_length.setdefault(len(w), []).append(w)
for length in sorted(by_length):
    print(length, sorted(by_length[length]))

longest = max(counts, key=lambda w: (len(w), w))
print("longest word:", longest)
singletons = sorted(w for w, n in counts.items() if n == 1)
print("hapax legomena:", ", ".join(singletons))
