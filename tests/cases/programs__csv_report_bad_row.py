DATA = """name,dept,salary,start_year
Alice,eng,120000,2015
Bob,eng,95000,2019
Carla,sales,70000,2012
Dev,sales,82000,2020
Erin,ops,64000,2018
Frank,eng,n/a,2021
"""

def parse_csv(text):
    lines = text.strip().splitlines()
    header = lines[0].split(",")
    return [dict(zip(header, line.split(","))) for line in lines[1:]]

def summarize(rows, upto):
    by_dept = {}
    for row in rows[:upto]:
        salary = int(row["salary"])
        years = 2024 - int(row["start_year"])
        d = by_dept.setdefault(row["dept"], {"count": 0, "total": 0, "tenure": []})
        d["count"] += 1
        d["total"] += salary
        d["tenure"].append(years)
    return by_dept

rows = parse_csv(DATA)
print(len(rows), "rows; columns:", list(rows[0]))
summary = summarize(rows, 5)
print(f"{'dept':<6}{'n':>3}{'avg salary':>12}{'avg tenure':>12}")
for dept in sorted(summary):
    d = summary[dept]
    print(f"{dept:<6}{d['count']:>3}{d['total'] / d['count']:>12,.0f}{sum(d['tenure']) / len(d['tenure']):>12.1f}")
print("now including every row...")
summarize(rows, len(rows))
