text = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity."""
counts = {}
for raw in text.split():
    w = raw.strip(".,;:!?").lower()
    counts[w] = counts.get(w, 0) + 1
ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
width = max(len(w) for w, _ in ranked)
for w, c in ranked[:8]:
    print(f"{w:<{width}} {c:>3} {'*' * c}")
print("distinct:", len(counts), "total:", sum(counts.values()))
print("longest:", max(counts, key=lambda w: (len(w), w)))
caps = " ".join(w.capitalize() for w in text.split()[:6])
print(caps)
