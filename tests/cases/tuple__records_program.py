rows = """alice,engineering,120000,2015
bob,marketing,85000,2018
carol,engineering,135000,2012
dave,sales,70000,2020
erin,marketing,92000,2016
frank,sales,68000,2019""".splitlines()
people = [tuple(r.split(",")) for r in rows]
people = [(n, d, int(s), int(y)) for n, d, s, y in people]
people.sort(key=lambda p: (p[1], -p[2]))
for name, dept, salary, year in people:
    print(f"{dept:<12}{name:<8}{salary:>8,}{year:>6}")
by_dept = {}
for name, dept, salary, _ in people:
    by_dept.setdefault(dept, []).append(salary)
for dept, sal in sorted(by_dept.items()):
    print(dept, len(sal), sum(sal) // len(sal), max(sal))
oldest = min(people, key=lambda p: p[3])
print("senior:", oldest[0], oldest[3])
