from collections import defaultdict

rows = """dept,name,salary
eng,ann,120
ops,bob,90
eng,cid,100
sales,dee,70
ops,eve,95
eng,fay,130"""
by_dept = defaultdict(list)
totals = defaultdict(int)
for line in rows.splitlines()[1:]:
    dept, name, salary = line.split(',')
    by_dept[dept].append(name)
    totals[dept] += int(salary)
print(by_dept)
print(dict(totals))
for dept in sorted(by_dept):
    print(f'{dept:6} {len(by_dept[dept])} {totals[dept] / len(by_dept[dept]):.1f}')
tree = defaultdict(lambda: defaultdict(set))
edges = [('a', 'x', 1), ('a', 'y', 2), ('b', 'x', 3), ('a', 'x', 4)]
for src, dst, w in edges:
    tree[src][dst].add(w)
for src in tree:
    print(src, {k: sorted(v) for k, v in tree[src].items()})
d = defaultdict(list, {'pre': [0]}, extra=[9])
print(d, d.default_factory, 'nope' in d, d.get('nope'), len(d))
d['new']
print(d)
e = defaultdict(None)
print(e, e.default_factory)
copy = d.copy()
copy['pre'].append(1)
print(copy, d['pre'])
print(defaultdict.fromkeys('ab', 0))
print(defaultdict(str, a='x') | {'b': 'y'})
