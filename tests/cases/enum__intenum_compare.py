from enum import IntEnum


class Priority(IntEnum):
    LOW = 1
    MEDIUM = 5
    HIGH = 10
    CRITICAL = 20


print(Priority.HIGH, repr(Priority.HIGH), str(Priority.LOW), format(Priority.MEDIUM, '03d'))
print(Priority.LOW < Priority.HIGH, Priority.HIGH >= 10, Priority.MEDIUM == 5, 5 == Priority.MEDIUM)
print(Priority.CRITICAL * 2, Priority.LOW + 100, Priority.HIGH - 3)
print(sorted([Priority.CRITICAL, Priority.LOW, Priority.HIGH]))
print(max(Priority), min(Priority), max(Priority.LOW, Priority.MEDIUM))
print(Priority(10), Priority['CRITICAL'].value)
print(isinstance(Priority.HIGH, int), int(Priority.HIGH), float(Priority.MEDIUM))
print(f"{Priority.HIGH}|{Priority.HIGH!r}|{Priority.HIGH:>5}|")

tasks = [('write report', Priority.MEDIUM), ('fix outage', Priority.CRITICAL),
         ('lunch', Priority.LOW), ('review', Priority.HIGH), ('backup', Priority.MEDIUM)]
for name, prio in sorted(tasks, key=lambda t: (-int(t[1]), t[0])):
    print(f"{prio.name:<9}{int(prio):>3}  {name}")
urgent = [name for name, prio in tasks if prio >= Priority.HIGH]
print(urgent)
print(sum(int(p) for _, p in tasks))
try:
    Priority(7)
except ValueError as e:
    print(e)
