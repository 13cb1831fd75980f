from dataclasses import dataclass, field


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    label: str = field(default='', compare=False)

    @classmethod
    def parse(cls, text):
        core, _, label = text.partition('-')
        nums = [int(p) for p in core.split('.')]
        return cls(*nums, label=label)

    def __str__(self):
        s = f"{self.major}.{self.minor}.{self.patch}"
        return s + ('-' + self.label if self.label else '')


raw = ['1.2.0', '0.9', '1.10.1', '1.2.0-rc1', '2', '1.2.10', '1.9.9']
versions = [Version.parse(t) for t in raw]
print([str(v) for v in sorted(versions)])
print(max(versions), min(versions))
print(Version(1, 2) == Version(1, 2, 0, 'rc1'), Version(1, 2) < Version(1, 10))
print(Version(2) > Version(1, 99, 99), Version(1) <= Version(1), Version(1) >= Version(1, 0, 1))
print(sorted(versions, reverse=True)[:3])


@dataclass(order=True)
class Employee:
    sort_key: tuple = field(init=False, repr=False)
    name: str
    dept: str
    salary: int

    def __post_init__(self):
        self.sort_key = (self.dept, -self.salary)


staff = [Employee('ann', 'eng', 120), Employee('bob', 'ops', 90), Employee('cy', 'eng', 135),
         Employee('di', 'ops', 95), Employee('ed', 'eng', 120)]
for e in sorted(staff):
    print(f"{e.dept:<4}{e.name:<4}{e.salary:>5}")
try:
    Version(1) < (1, 0, 0)
except TypeError as e:
    print(e)
