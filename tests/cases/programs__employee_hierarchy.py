class Employee:
    def __init__(self, name, salary, manager=None):
        self.name = name
        self.salary = salary
        self.reports = []
        self.manager = manager
        if manager is not None:
            manager.reports.append(self)

    def title(self):
        return "Employee"

    def total_cost(self):
        return self.salary + sum(r.total_cost() for r in self.reports)

    def headcount(self):
        return 1 + sum(r.headcount() for r in self.reports)

    def chain(self):
        e, out = self, []
        while e is not None:
            out.append(e.name)
            e = e.manager
        return out

    def raise_pay(self, pct):
        self.salary = round(self.salary * (1 + pct / 100))

    def __repr__(self):
        return f"{self.title()}({self.name})"

class Manager(Employee):
    bonus_rate = 10
    def title(self):
        return "Manager"
    def raise_pay(self, pct):
        super().raise_pay(pct + 2)
        for r in self.reports:
            r.raise_pay(pct)

class Director(Manager):
    bonus_rate = 20
    def title(self):
        return "Director"

class Intern(Employee):
    def title(self):
        return "Intern"
    def raise_pay(self, pct):
        pass  # interns get fixed stipend

def render(e, depth=0):
    print(f"{'  ' * depth}- {e!r} ${e.salary:,} (team cost ${e.total_cost():,})")
    for r in sorted(e.reports, key=lambda x: x.name):
        render(r, depth + 1)

ceo = Director("Zoe", 200000)
eng = Manager("Yan", 150000, ceo)
ops = Manager("Xia", 120000, ceo)
for name, sal in [("Wes", 110000), ("Val", 95000)]:
    Employee(name, sal, eng)
Intern("Uma", 30000, eng)
Employee("Tom", 70000, ops)

render(ceo)
print("headcount", ceo.headcount(), "eng", eng.headcount())
print(" <- ".join(eng.reports[2].chain()))
ceo.raise_pay(3)
render(ceo)
everyone = []
stack = [ceo]
while stack:
    e = stack.pop()
    everyone.append(e)
    stack.extend(e.reports)
by_title = {}
for e in everyone:
    by_title.setdefault(e.title(), []).append(e.name)
print({k: sorted(v) for k, v in sorted(by_title.items())})
print(max(everyone, key=lambda e: e.salary), min(everyone, key=lambda e: e.salary))
print([isinstance(e, Manager) for e in everyone])
