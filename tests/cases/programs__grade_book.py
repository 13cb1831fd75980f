class Student:
    def __init__(self, name):
        self.name = name
        self.scores = {}

    def add(self, subject, score):
        if not 0 <= score <= 100:
            raise ValueError(f"score out of range for {self.name}: {score}")
        self.scores.setdefault(subject, []).append(score)

    def average(self, subject=None):
        if subject is not None:
            vals = self.scores.get(subject, [])
        else:
            vals = [s for lst in self.scores.values() for s in lst]
        return sum(vals) / len(vals) if vals else 0.0

    @staticmethod
    def letter(avg):
        for cutoff, letter in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
            if avg >= cutoff:
                return letter
        return "F"

records = """
ann math 93
ann math 88
ann art 75
bob math 61
bob art 99
bob art 101
cy math 45
cy art 70
cy art 68
dee math 100
"""

students = {}
for line in records.strip().splitlines():
    name, subject, score = line.split()
    st = students.setdefault(name, Student(name))
    try:
        st.add(subject, int(score))
    except ValueError as e:
        print("skipped:", e)

subjects = sorted({sub for s in students.values() for sub in s.scores})
header = f"{'name':<6}" + "".join(f"{sub:>8}" for sub in subjects) + f"{'avg':>8}{'grade':>7}"
print(header)
print("-" * len(header))
for name in sorted(students):
    s = students[name]
    row = f"{name:<6}"
    for sub in subjects:
        row += f"{s.average(sub):>8.1f}" if sub in s.scores else f"{'-':>8}"
    avg = s.average()
    row += f"{avg:>8.2f}{Student.letter(avg):>7}"
    print(row)

ranking = sorted(students.values(), key=lambda s: (-s.average(), s.name))
print("ranking:", [s.name for s in ranking])
dist = {}
for s in students.values():
    g = Student.letter(s.average())
    dist[g] = dist.get(g, 0) + 1
print("distribution:", dict(sorted(dist.items())))
top_math = max(students.values(), key=lambda s: s.average("math"))
print("top math:", top_math.name, round(top_math.average("math"), 1))
