RAW = """name,department,salary,start_year
Alice,Engineering,120000,2015
Bob,Marketing,85000,2018
Carol,Engineering,135000,2012
Dan,Sales,70000,2020
Eve,Marketing,92000,2016
Frank,Sales,66000,2021
Grace,Engineering,128000,2019
"""


def parse_csv(text):
    lines = text.strip().splitlines()
    header = lines[0].split(",")
    rows = []
    for line in lines[1:]:
        values = line.split(",")
        row = dict(zip(header, values))
        row["salary"] = int(row["salary"])
        row["start_year"] = int(row["start_year"])
        rows.append(row)
    return rows


employees = parse_csv(RAW)
print(f"{len(employees)} employees loaded")
print(employees[0])

departments = {}
for emp in employees:
    departments.setdefault(emp["department"], []).append(emp)

print()
print(f"{'Department':<14}{'Count':>6}{'Total':>12}{'Average':>12}{'Senior':>10}")
print("-" * 54)
for dept, members in sorted(departments.items()):
    total = sum(m["salary"] for m in members)
    avg = total / len(members)
    senior = min(members, key=lambda m: m["start_year"])["name"]
    print(f"{dept:<14}{len(members):>6}{total:>12,}{avg:>12,.1f}{senior:>10}")
print("-" * 54)
grand = sum(e["salary"] for e in employees)
print(f"{'ALL':<14}{len(employees):>6}{grand:>12,}{grand / len(employees):>12,.1f}")

print()
CURRENT = 2024
for e in sorted(employees, key=lambda e: (e["start_year"], e["name"])):
    years = CURRENT - e["start_year"]
    raise_pct = 0.05 if years >= 5 else 0.03
    new_salary = round(e["salary"] * (1 + raise_pct))
    print(f"{e['name']:<6} {years:>2}y  {raise_pct:>4.0%}  {e['salary']:>8,} -> {new_salary:>8,}")
