import operator

CSV = """name,dept,salary,age
alice,eng,120000,34
bob,ops,85000,45
carol,eng,135000,29
dave,sales,70000,38
erin,ops,85000,31
frank,eng,120000,41
"""

rows = []
for line in CSV.strip().splitlines()[1:]:
    name, dept, salary, age = line.split(",")
    rows.append((name, dept, int(salary), int(age)))

by_salary = sorted(rows, key=operator.itemgetter(2), reverse=True)
print([r[0] for r in by_salary])
by_dept_age = sorted(rows, key=operator.itemgetter(1, 3))
print([(r[1], r[3], r[0]) for r in by_dept_age])
print(list(map(operator.itemgetter(0, 2), rows[:3])))
print(max(rows, key=operator.itemgetter(3)), min(rows, key=operator.itemgetter(2)))

records = [{"id": 3, "tags": ["x", "y"]}, {"id": 1, "tags": ["z"]}, {"id": 2, "tags": []}]
print([r["id"] for r in sorted(records, key=operator.itemgetter("id"))])
get_first_tag = operator.itemgetter(slice(0, 1))
print([get_first_tag(r["tags"]) for r in records])
print(operator.itemgetter(-1)("hello"), operator.itemgetter(0, -1, 2)("hello"), operator.itemgetter("a", "b")({"a": 1, "b": 2}))
print(repr(operator.itemgetter(1)), repr(operator.itemgetter(1, "a", (2, 3))), repr(operator.itemgetter(slice(1, 2))))

totals = {}
for name, dept, salary, age in rows:
    totals[dept] = totals.get(dept, 0) + salary
for dept, total in sorted(totals.items(), key=operator.itemgetter(1), reverse=True):
    print(f"{dept:<6}{total:>8}")

g = operator.itemgetter(5)
for call in [lambda: g([1, 2]), lambda: g({}), lambda: g(), lambda: g([1], [2]), lambda: g([1], k=1), lambda: operator.itemgetter()]:
    try:
        call()
    except (IndexError, KeyError, TypeError) as exc:
        print(type(exc) is TypeError, repr(exc))
