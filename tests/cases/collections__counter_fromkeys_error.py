from collections import Counter

votes = Counter()
for ballot in ['alice', 'bob', 'alice', 'carol', 'bob', 'alice']:
    votes[ballot] += 1
winner, count = votes.most_common(1)[0]
print(winner, count, votes)
try:
    Counter('a', 'b')
except TypeError as e:
    print('TypeError:', e)
print(Counter({'a': 2, 'b': 'x'}))
Counter.fromkeys(['alice', 'bob'], 0)
