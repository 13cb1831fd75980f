from collections import Counter

text = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the epoch of
incredulity, it was the season of Light, it was the season of Darkness"""

words = [w.strip(',.').lower() for w in text.split()]
counts = Counter(words)
print(counts.most_common(5))
print(len(counts), counts.total(), counts['it'], counts['missing'])
letters = Counter(c for c in text.lower() if c.isalpha())
print(letters.most_common(3))
print(''.join(sorted(letters.elements()))[:40])
lengths = Counter(len(w) for w in words)
for length, n in sorted(lengths.items()):
    print(f'{length:2d} {"#" * n}')
first = Counter(w[0] for w in words)
print(first)
print(Counter('mississippi'))
print(Counter({'red': 4, 'blue': 2}) + Counter(red=1, green=3))
empty = Counter()
print(empty, empty.most_common(), empty.total())
c = Counter(['a', 'b', 'a'])
c['b'] -= 3
c['z'] = 0
print(c, c.most_common(), +c, -c)
