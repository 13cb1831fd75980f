import unicodedata
from collections import Counter

DOC = """Résumé — Ünïcödé Report
Prices: €12.50, ¥1 200, £9½
Greek: αβγ ΔΕΖ; Math: ∀x∈ℝ, x² ≥ 0
CJK: 東京 (Tōkyō), 서울, ｶﾀｶﾅ
Emoji: ☃ ★ ♥
"""

for lineno, line in enumerate(DOC.splitlines(), 1):
    letters = sum(1 for ch in line if unicodedata.category(ch).startswith("L"))
    non_ascii = [ch for ch in line if ord(ch) > 127]
    print(lineno, len(line), letters, len(non_ascii), ascii("".join(sorted(set(non_ascii)))[:40]))

majors = Counter(unicodedata.category(ch)[0] for ch in DOC)
print(sorted(majors.items()))
symbols = sorted({(unicodedata.category(ch), unicodedata.name(ch)) for ch in DOC if unicodedata.category(ch).startswith("S")})
for cat, name in symbols:
    print(cat, name)
scripts = Counter()
for ch in DOC:
    if unicodedata.category(ch).startswith("L"):
        scripts[unicodedata.name(ch).split()[0]] += 1
print(sorted(scripts.items()))
