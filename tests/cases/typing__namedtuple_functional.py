from typing import NamedTuple, List

Employee = NamedTuple('Employee', [('name', str), ('dept', str), ('salary', int)])
Point = NamedTuple('Point', x=float, y=float)
staff: List[Employee] = [Employee('ann', 'eng', 120), Employee('bob', 'ops', 90), Employee('cid', 'eng', 100)]
print(staff[0], staff[0].name, staff[0]._fields)
print(sorted(staff, key=lambda e: e.salary)[0], sum(e.salary for e in staff))
print(max(staff, key=lambda e: e.salary)._asdict())
p = Point(1.5, -2.0)
print(p, p.x + p.y, p._replace(y=0.0), Point._fields)
try:
    NamedTuple('Bad', [('x', int)], y=int)
except TypeError as e:
    print(e)
