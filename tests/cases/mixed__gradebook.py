RAW = """
ana: math=91 physics=84 history=77
ben: math=68 physics=72 history=90 art=88
cai: math=100 physics=97
dee: history=65 art=71
eli:
"""


def parse(text):
    book = {}
    for line in text.strip().splitlines():
        name, _, rest = line.partition(":")
        grades = {}
        for pair in rest.split():
            subject, score = pair.split("=")
            grades[subject] = int(score)
        book[name.strip()] = grades
    return book


def letter(score):
    for cutoff, grade in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if score >= cutoff:
            return grade
    return "F"


book = parse(RAW)
subjects = sorted({s for grades in book.values() for s in grades})
print(f"{'student':<8}" + "".join(f"{s:>9}" for s in subjects) + f"{'avg':>8}")
for name, grades in book.items():
    cells = "".join(f"{grades[s]:>6} {letter(grades[s])} " if s in grades else f"{'-':>9}" for s in subjects)
    avg_text = f"{sum(grades.values()) / len(grades):.1f}" if grades else "-"
    print(f"{name:<8}{cells}{avg_text:>8}")

print()
for s in subjects:
    scores = [g[s] for g in book.values() if s in g]
    top = max((n for n in book if s in book[n]), key=lambda n: book[n][s])
    print(f"{s:<8} n={len(scores)} mean={sum(scores) / len(scores):6.2f} best={top}")

honor_roll = [n for n, g in book.items() if g and min(g.values()) >= 80]
print("honor roll:", honor_roll)
for name in book:
    grades = book[name]
    print(name, "gpa", round(sum("FDCBA".index(letter(v)) for v in grades.values()) / len(grades), 2))
