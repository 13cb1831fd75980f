from itertools import groupby

log = """2024-05-01 INFO start
2024-05-01 WARN disk
2024-05-01 INFO ok
2024-05-02 ERROR crash
2024-05-02 INFO restart
2024-05-04 INFO ok"""
entries = [line.split() for line in log.splitlines()]
for day, items in groupby(entries, key=lambda e: e[0]):
    items = list(items)
    levels = sorted({e[1] for e in items})
    print(day, len(items), levels)
print([(k, len(list(g))) for k, g in groupby('aaabccddddde')])
print([k for k, _ in groupby([1, 1, 2, 2, 2, 1, 3])])
print(''.join(f'{len(list(g))}{k}' for k, g in groupby('WWWWBBBWWWWWWB')))
words = ['apple', 'avocado', 'banana', 'blueberry', 'cherry', 'cranberry', 'date']
for letter, group in groupby(sorted(words), key=lambda w: w[0]):
    print(letter, list(group))
scores = [('ann', 91), ('bob', 78), ('cid', 85), ('dee', 62), ('eve', 99)]
def grade(pair):
    return 'A' if pair[1] >= 90 else 'B' if pair[1] >= 80 else 'C'
for g, members in groupby(sorted(scores, key=grade), key=grade):
    print(g, [m[0] for m in members])
nums = [1, 2, 4, 5, 6, 9, 10, 12]
runs = []
for _, grp in groupby(enumerate(nums), key=lambda t: t[1] - t[0]):
    grp = [v for _, v in grp]
    runs.append(f'{grp[0]}-{grp[-1]}' if len(grp) > 1 else str(grp[0]))
print(','.join(runs))
print(list(groupby([])), max(len(list(g)) for _, g in groupby('xxyyyyz')))
